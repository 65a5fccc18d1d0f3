# Every target creates .venv and installs what it needs on first use:
# `make run` only what the game needs; the developer tools (pytest, ruff, mypy, numpy,
# cairosvg...) come with `make test` and the others; PyInstaller with `make package`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
PIP := $(BIN)/python -m pip install -qq --disable-pip-version-check
# the dependencies named in pyproject.toml (the game's own, plus the extras named), so
# that nothing is built or installed in editable mode: the game runs from this folder
REQUIREMENTS = $(BIN)/python -c 'import sys, tomllib; p = tomllib.load(open("pyproject.toml", "rb"))["project"]; print("\n".join(p["dependencies"] + [d for g in sys.argv[1:] for d in p["optional-dependencies"][g]]))'
RUN_STAMP := $(VENV)/.installed-run
STAMP := $(VENV)/.installed-dev
PKG_STAMP := $(VENV)/.installed-package

.PHONY: run test browser soak bench arena lint assets package package-test clean

$(RUN_STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(PIP) --upgrade pip
	$(REQUIREMENTS) > $(VENV)/requirements-run.txt
	$(PIP) -r $(VENV)/requirements-run.txt
	touch $(RUN_STAMP)

$(STAMP): $(RUN_STAMP)
	$(REQUIREMENTS) dev > $(VENV)/requirements-dev.txt
	$(PIP) -r $(VENV)/requirements-dev.txt
	touch $(STAMP)

$(PKG_STAMP): $(RUN_STAMP)
	$(REQUIREMENTS) package > $(VENV)/requirements-package.txt
	$(PIP) -r $(VENV)/requirements-package.txt
	touch $(PKG_STAMP)

run: $(RUN_STAMP)
	$(BIN)/python main.py $(ARGS)

# Compiled modules written, out of the tree (.venv/pycache), even where the environment
# says PYTHONDONTWRITEBYTECODE: each test worker then reads what the other has compiled
# and rewritten (tests/support/split_rewrite.py), and the games the tests start read it too
PYCACHE := env -u PYTHONDONTWRITEBYTECODE PYTHONPYCACHEPREFIX=$(abspath $(VENV))/pycache

test: $(STAMP)
	$(PYCACHE) $(BIN)/python -m pytest -n 2 $(PYTEST_ARGS)

# Debian's Chromium for the phone page's browser test (tests/phones/test_phone_page.py):
# installed with apt when run as root (CI), else the test is skipped and says why
browser:
	@if [ -x /usr/bin/chromium ]; then \
		echo "browser: $$(/usr/bin/chromium --version 2>/dev/null)"; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver; \
	else \
		echo "browser: no /usr/bin/chromium, and installing it needs root and apt: the phone page's browser test will be skipped"; \
	fi

soak: $(STAMP)
	$(BIN)/python -m tools.soak

bench: $(RUN_STAMP)
	$(BIN)/python -m ninjas.bench --json

arena: $(RUN_STAMP)
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
