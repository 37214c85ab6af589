extension HTMLReport {
  /// The style sheet (inline: the file needs nothing else). Contains no `<`, `&` or `]]>`.
  static let styleSheet = """
    body { font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; color: #1d2330; background: #fafbfc; }
    header { padding: 16px 24px 8px; background: #fff; border-bottom: 1px solid #dde1e6; }
    h1 { font-size: 20px; margin: 0 0 4px; }
    main { padding: 8px 24px 120px; }
    .totals { margin: 0 0 4px; font-weight: 600; }
    .hint { margin: 0 0 8px; color: #5a6270; font-size: 13px; }
    .pass { color: #1b7a36; }
    .fail { color: #b3261e; }
    .legend { display: flex; flex-wrap: wrap; gap: 4px 24px; font-size: 12px; color: #39404d; }
    .legend ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 2px 14px; }
    .legend li { display: flex; align-items: center; gap: 4px; }
    .legend .states { padding-top: 4px; border-top: 1px dashed #dde1e6; }
    .index ol { columns: 2; font-size: 13px; }
    section.scenario { background: #fff; border: 1px solid #dde1e6; border-radius: 6px; margin: 16px 0; padding: 10px 14px; }
    section.scenario h2 { font-size: 16px; margin: 0; }
    .badge { display: inline-block; font-size: 11px; font-weight: 700; color: #fff; border-radius: 3px; padding: 1px 6px; vertical-align: 2px; }
    .badge.pass { background: #1b7a36; }
    .badge.fail { background: #b3261e; }
    .file { margin: 2px 0 6px; color: #5a6270; font: 12px ui-monospace, Menlo, Consolas, monospace; }
    pre.failure { background: #fdecea; border-left: 3px solid #b3261e; padding: 6px 8px; white-space: pre-wrap; font-size: 12px; }
    .scroll { overflow-x: auto; border: 1px solid #eef0f3; border-radius: 4px; }
    svg.timeline { display: block; font: 11px system-ui, sans-serif; }
    svg.timeline .device { font-weight: 700; font-size: 12px; fill: #1d2330; }
    svg.timeline .sub { fill: #5a6270; font-size: 10px; }
    svg.timeline .state { fill: #39404d; font-size: 9px; opacity: .75; }
    svg.timeline .time { fill: #5a6270; font-size: 10px; }
    svg.timeline .tick { stroke: #c9ced6; stroke-dasharray: 2 3; }
    svg.timeline .sep { stroke: #e3e6ea; }
    .band { fill: #eef0f3; }
    .st-foreground, .st-visible { fill: #d5f0d9; }
    .st-background, .st-running { fill: #dbe7f7; }
    .st-notRunning, .st-killed, .st-closed { fill: #e6e6ea; }
    .st-forceQuit, .st-forceStopped { fill: #f6d9d6; }
    g.ev { cursor: pointer; }
    g.ev:hover .m, g.ev:focus .m, g.ev.sel .m { stroke: #000; stroke-width: 2; }
    g.ev:focus { outline: none; }
    .m { stroke: #fff; stroke-width: .8; }
    .m.hollow { fill: #fff !important; stroke-width: 2; }
    .mark { fill: none; stroke: #fff; stroke-width: 1.5; }
    .k-notification-removed .mark, .k-delegate-missed .mark { stroke: #b3261e; }
    .m.cross { fill: none; stroke-width: 3; }
    .k-push-received .m { fill: #1f63c6; }
    .k-push-held .m { stroke: #d97706; fill: #d97706; }
    .k-push-released .m { fill: #d97706; }
    .k-push-dropped .m { stroke: #b3261e; }
    .k-push-rejected .m { fill: #b3261e; }
    .k-push-other .m { fill: #e0a800; }
    .k-extension .m { fill: #8a5a2b; }
    .k-notification-displayed .m { fill: #1b7a36; }
    .k-notification-replaced .m { fill: #0f8b8d; }
    .k-notification-removed .m { stroke: #7a828e; }
    .k-notification-other .m { stroke: #1b7a36; fill: #fff; }
    .k-delegate .m { fill: #7b3fbf; }
    .k-delegate-missed .m { stroke: #b3261e; }
    .k-action .m { fill: #c2410c; }
    .k-metric .m { fill: #0891b2; }
    .k-app-state .m { fill: #39404d; }
    .k-app .m { fill: #5a6270; }
    .k-other .m { fill: #9aa1ab; }
    details { margin: 6px 0; }
    summary { cursor: pointer; color: #39404d; font-size: 13px; }
    table { border-collapse: collapse; font-size: 12px; width: 100%; }
    th, td { text-align: left; padding: 2px 6px; border-bottom: 1px solid #eef0f3; vertical-align: top; }
    td code { font: 11px ui-monospace, Menlo, Consolas, monospace; word-break: break-all; }
    tr.sel { background: #fff6d6; }
    .push h4 { margin: 8px 0 2px; font-size: 12px; }
    .cap { margin: 4px 0 0; font-size: 11px; color: #5a6270; }
    pre.payload, pre.headers { background: #f4f6f8; padding: 6px 8px; font-size: 11px; max-height: 320px; overflow: auto; margin: 2px 0; }
    #panel { position: fixed; right: 12px; bottom: 12px; width: min(560px, 45vw); max-height: 70vh; overflow: auto; background: #fff; border: 1px solid #9aa1ab; border-radius: 6px; box-shadow: 0 4px 18px rgba(0,0,0,.18); padding: 8px 12px; font-size: 12px; }
    #panel h3, #panel h4 { margin: 4px 0; font-size: 13px; }
    #panel pre { background: #f4f6f8; padding: 6px 8px; white-space: pre-wrap; word-break: break-all; margin: 0 0 6px; }
    #panel-close { float: right; }

    """

  /// The script: a click (or Enter) on a marker shows the event's JSON and its push's payload in
  /// the panel. It only reads text the page already holds and writes with `textContent`, so no
  /// trace or payload text is ever parsed as markup. Sets `data-ready` on `<body>` when loaded.
  static let script = """
    (function () {
      'use strict';
      var panel = document.getElementById('panel');
      var selected = [];
      function text(id) {
        var node = document.getElementById(id);
        return node ? node.textContent : null;
      }
      function show(marker) {
        var s = marker.getAttribute('data-s');
        var i = marker.getAttribute('data-i');
        var p = marker.getAttribute('data-p');
        var row = document.getElementById(s + '-e' + i);
        var json = row ? row.querySelector('code').textContent : '';
        try { json = JSON.stringify(JSON.parse(json), null, 2); } catch (e) { }
        selected.forEach(function (node) { node.classList.remove('sel'); });
        selected = [marker];
        marker.classList.add('sel');
        if (row) { row.classList.add('sel'); selected.push(row); }
        document.getElementById('panel-title').textContent = '#' + i + ' ' + marker.getAttribute('data-event');
        document.getElementById('panel-event').textContent = json;
        var payload = p === null ? null : document.getElementById(s + '-p' + p);
        var title = document.getElementById('panel-payload-title');
        var body = document.getElementById('panel-payload');
        if (payload) {
          title.textContent = payload.querySelector('h4').textContent;
          var headers = payload.querySelector('pre.headers');
          body.textContent = (headers ? 'headers ' + headers.textContent + '\\n' : '') + payload.querySelector('pre.payload').textContent;
        } else {
          title.textContent = 'no push payload for this event';
          body.textContent = '';
        }
        panel.hidden = false;
      }
      document.addEventListener('click', function (event) {
        var marker = event.target.closest ? event.target.closest('g.ev') : null;
        if (marker) { show(marker); }
      });
      document.addEventListener('keydown', function (event) {
        if (event.key === 'Escape') { panel.hidden = true; return; }
        var marker = event.target.closest ? event.target.closest('g.ev') : null;
        if (marker && event.key === 'Enter') { show(marker); }
      });
      document.getElementById('panel-close').addEventListener('click', function () { panel.hidden = true; });
      document.body.setAttribute('data-ready', String(document.querySelectorAll('g.ev').length));
    })();

    """
}
