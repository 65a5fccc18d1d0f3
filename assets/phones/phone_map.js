// Night's small picture of the village (loaded before phone.js, which calls villageMap
// for a section with a map): the board from above, each building with its roof's
// number, a small gold dot for each token lying on it, a dot of each ninja's colour on
// the roof it stands on, the seat's own ringed; under it, whose colour is whose
// (newcomer V, s13 at 360x640: 'where am I, where's everyone'). Public facts only
// (scenes/night/phone_map.py).
"use strict";
const SVG = "http://www.w3.org/2000/svg";
function svgNode(name, attrs) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  return node;
}
function villageMap(map) {
  const frame = document.createElement("div");
  frame.className = "village";
  // drawn in units of about a pixel (the picture is 300 px wide at most), so that its
  // numbers' font size is the size they are read at
  const k = 300 / (map.d * (1 + 4 / 36)), d = map.d * k;
  const roofs = map.roofs.map(([x, y, w, h, tokens]) => [x * k, y * k, w * k, h * k, tokens]);
  const dot = d / 36, edge = dot * 2;  // (room for a dot on a roof at the board's edge)
  const svg = svgNode("svg", {viewBox: `${-edge} ${-edge} ${d + 2 * edge} ${d + 2 * edge}`,
                              role: "img"});
  svg.append(svgNode("circle", {cx: d / 2, cy: d / 2, r: d / 2, fill: "#2f3a2c"}));
  for (const [x, y, w, h, tokens] of roofs) {
    svg.append(svgNode("rect", {x, y, width: w, height: h, rx: d / 120, fill: "#5a4f63",
                                stroke: "#b9ad98", "stroke-width": d / 240}));
    const step = Math.min(dot * 2.2, (w - dot * 2.4) / Math.max(tokens - 1, 1));
    for (let k = 0; k < tokens; k += 1) {  // the tokens lying there, along its foot
      svg.append(svgNode("circle", {cx: x + dot * 1.2 + step * k, cy: y + h - dot * 1.2,
                                    r: dot * 0.8, fill: "#f0c85a"}));
    }
  }
  roofs.forEach(([x, y, w, h], index) => {
    const label = svgNode("text", {x: x + w / 2, y: y + h * 0.52, "text-anchor": "middle",
                                   "dominant-baseline": "central", "font-size": d / 11,
                                   fill: "#f4ead2", class: "roof-number"});
    label.textContent = String(index + 1);
    svg.append(label);
  });
  const count = {}, placed = {};
  for (const [roof] of map.ninjas) count[roof] = (count[roof] || 0) + 1;
  for (const [roof, colour, mine] of map.ninjas) {  // side by side on their roof's top edge
    const [x, y, w] = roofs[roof];
    const k = placed[roof] = (placed[roof] || 0) + 1;
    const offset = (k - 1 - (count[roof] - 1) / 2) * dot * 3.3;
    svg.append(svgNode("circle", {cx: x + w / 2 + offset, cy: y - dot * 0.6,  // (over its number)
                                  r: dot * 1.5, fill: colour, class: "ninja",
                                  stroke: mine ? "#ffffff" : "#1c181e",
                                  "stroke-width": mine ? d / 90 : d / 240}));
  }
  const legend = document.createElement("p");
  legend.className = "village-legend";
  for (const [, colour, mine, name] of map.ninjas) {
    const who = document.createElement("span");
    who.className = mine ? "mine" : "";
    const mark = document.createElement("b");
    mark.style.background = colour;
    who.append(mark, name);
    legend.append(who);
  }
  const token = document.createElement("span");
  const mark = document.createElement("b");
  mark.className = "token";
  token.append(mark, t("phone.night.village_token"));
  legend.append(token);
  frame.append(svg, legend);
  return frame;
}
