/* hcf-graph: pan, zoom and click-to-inspect for the SVG pictures on this page. No dependencies,
   no network: every picture's details travel with the page in a JSON script element. */
(function () {
  "use strict";

  function anchorOf(doc) { return "doc:" + doc.replace(/\s/g, "_"); }

  function span(q) { return q.start === null || q.start === undefined ? "[no span]" : "[" + q.start + ":" + q.end + "]"; }

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined) { e.textContent = text; }
    return e;
  }

  function setup(fig) {
    var svg = fig.querySelector("svg.hcf-svg");
    var source = fig.querySelector("script.hcf-details");
    var panel = fig.querySelector(".hcf-panel");
    if (!svg || !source || !panel) { return; }
    var details = JSON.parse(source.textContent);
    var home = svg.getAttribute("viewBox").split(/\s+/).map(Number);
    var box = home.slice();
    var selected = null;

    function apply() { svg.setAttribute("viewBox", box.join(" ")); }

    function toSvg(ev) {
      var pt = svg.createSVGPoint();
      pt.x = ev.clientX; pt.y = ev.clientY;
      return pt.matrixTransform(svg.getScreenCTM().inverse());
    }

    function zoom(factor, cx, cy) {
      if (!factor) { box = home.slice(); apply(); return; }
      if (cx === undefined) { cx = box[0] + box[2] / 2; cy = box[1] + box[3] / 2; }
      box = [cx - (cx - box[0]) / factor, cy - (cy - box[1]) / factor, box[2] / factor, box[3] / factor];
      apply();
    }

    function show(id, node) {
      var d = details[id];
      if (!d) { return; }
      if (selected) { selected.classList.remove("selected"); }
      selected = node; node.classList.add("selected");
      panel.textContent = "";
      panel.appendChild(el("h3", "hcf-title", d.title));
      panel.appendChild(el("p", "hcf-kind", d.kind + " · " + id));
      d.lines.forEach(function (line) { panel.appendChild(el("p", "hcf-line", line)); });
      var list = el("ol", "hcf-quotes");
      d.quotes.forEach(function (q) {
        var item = el("li", "hcf-quote");
        var where = document.getElementById(anchorOf(q.doc)) ? el("a", "hcf-doc", q.doc) : el("span", "hcf-doc", q.doc);
        if (where.tagName === "A") { where.href = "#" + anchorOf(q.doc); }
        item.appendChild(where);
        item.appendChild(el("span", "hcf-span", " " + span(q)));
        if (q.value) { item.appendChild(el("div", "hcf-value", q.value)); }
        item.appendChild(el("blockquote", "hcf-text", q.quote || "(no quote stored)"));
        list.appendChild(item);
      });
      panel.appendChild(el("p", "hcf-count", d.quotes.length + " quote" + (d.quotes.length === 1 ? "" : "s")));
      panel.appendChild(list);
    }

    var drag = null;
    svg.addEventListener("pointerdown", function (ev) {
      drag = { x: ev.clientX, y: ev.clientY, box: box.slice(), moved: false };
    });
    svg.addEventListener("pointermove", function (ev) {
      if (!drag) { return; }
      var dx = ev.clientX - drag.x, dy = ev.clientY - drag.y;
      if (Math.abs(dx) + Math.abs(dy) > 3) { drag.moved = true; }
      if (!drag.moved) { return; }
      var rect = svg.getBoundingClientRect();
      var scale = Math.max(drag.box[2] / rect.width, drag.box[3] / rect.height);
      box = [drag.box[0] - dx * scale, drag.box[1] - dy * scale, drag.box[2], drag.box[3]];
      apply();
    });
    window.addEventListener("pointerup", function () { setTimeout(function () { drag = null; }, 0); });
    svg.addEventListener("click", function (ev) {
      if (drag && drag.moved) { return; }
      var node = ev.target.closest ? ev.target.closest("g.node") : null;
      if (node) { show(node.getAttribute("data-id"), node); }
    });
    svg.addEventListener("wheel", function (ev) {
      ev.preventDefault();
      var p = toSvg(ev);
      zoom(ev.deltaY < 0 ? 1.2 : 1 / 1.2, p.x, p.y);
    }, { passive: false });
    fig.querySelectorAll("button[data-zoom]").forEach(function (b) {
      b.addEventListener("click", function () { zoom(Number(b.getAttribute("data-zoom"))); });
    });
    fig.setAttribute("data-ready", "true");
  }

  document.querySelectorAll(".hcf-figure").forEach(setup);
})();
