// Added by `docbuild serve` to every page it serves: asks for the site's version twice a second,
// reloads the page when a rebuild changed it, and shows the build's errors over the page.
(function () {
  var seen = null;
  function overlay(problems) {
    var box = document.getElementById("docbuild-problems");
    if (!problems.length) {
      if (box) box.remove();
      return;
    }
    if (!box) {
      box = document.createElement("pre");
      box.id = "docbuild-problems";
      box.setAttribute("role", "alert");
      box.style.cssText =
        "position:fixed;left:0;right:0;bottom:0;max-height:40vh;overflow:auto;margin:0;" +
        "padding:1em;background:#3b0d0d;color:#fff;font:13px/1.4 monospace;z-index:9999;" +
        "white-space:pre-wrap";
      document.body.appendChild(box);
    }
    box.textContent = problems.join("\n");
  }
  function poll() {
    fetch("/__docbuild/state", { cache: "no-store" })
      .then(function (response) { return response.json(); })
      .then(function (state) {
        if (seen !== null && state.version !== seen) {
          location.reload();
          return;
        }
        seen = state.version;
        overlay(state.problems);
      })
      .catch(function () {})
      .finally(function () { setTimeout(poll, 500); });
  }
  poll();
})();
