# Every target creates .venv and installs what it needs on first use.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
PKG_STAMP := $(VENV)/.installed-package

.PHONY: run test soak bench arena lint assets package package-test clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

$(PKG_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[dev,package]'
	touch $(PKG_STAMP)

run: $(STAMP)
	$(BIN)/python main.py $(ARGS)

test: $(STAMP)
	$(BIN)/python -m pytest -n 2 $(PYTEST_ARGS)

soak: $(STAMP)
	$(BIN)/python -m tools.soak

bench: $(STAMP)
	$(BIN)/python -m ninjas.bench --json

arena: $(STAMP)
	$(BIN)/python -m ninjas.arena --game taisen --agents hard,random --games 40 --seed 1 --json

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy

assets: $(STAMP)
	$(BIN)/python -m tools.make_assets

package: $(PKG_STAMP)
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN tools/ninjas.spec

package-test: package
	$(BIN)/python -m tools.package_test

clean:
	rm -rf build dist
