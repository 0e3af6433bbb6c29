/// The site's stylesheet, written to `assets/style.css`: light and dark colours, a layout that
/// stacks on phones, CJK fonts and line breaking, callouts, highlighting, run results and diagrams.
public enum Stylesheet {
  public static let css = """
    :root {
      --text: #1f2328;
      --muted: #59636e;
      --background: #ffffff;
      --surface: #f6f8fa;
      --border: #d1d9e0;
      --link: #0969da;
      --accent: #6366f1;
      --code-background: #f6f8fa;
      --hl-keyword: #cf222e;
      --hl-type: #8250df;
      --hl-string: #0a3069;
      --hl-number: #0550ae;
      --hl-comment: #6e7781;
      --hl-attribute: #953800;
      --hl-directive: #bc4c00;
      --hl-label: #116329;
      --note: #0969da;
      --tip: #1a7f37;
      --info: #0969da;
      --success: #1a7f37;
      --important: #8250df;
      --warning: #9a6700;
      --caution: #bc4c00;
      --danger: #cf222e;
      --diff-added: #dafbe1;
      --diff-removed: #ffebe9;
      --diagram-node: #eef2ff;
      --diagram-edge: #6b7280;
      --font-latin: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial;
      --font-ko: "Apple SD Gothic Neo", "Noto Sans KR", "Noto Sans CJK KR", "Malgun Gothic";
      --font-zh: "PingFang SC", "Noto Sans SC", "Noto Sans CJK SC", "Microsoft YaHei", "Source Han Sans SC";
      --font-mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
      color-scheme: light dark;
    }

    @media (prefers-color-scheme: dark) {
      :root {
        --text: #e6edf3;
        --muted: #9198a1;
        --background: #0d1117;
        --surface: #151b23;
        --border: #3d444d;
        --link: #4493f8;
        --accent: #818cf8;
        --code-background: #151b23;
        --hl-keyword: #ff7b72;
        --hl-type: #d2a8ff;
        --hl-string: #a5d6ff;
        --hl-number: #79c0ff;
        --hl-comment: #8b949e;
        --hl-attribute: #ffa657;
        --hl-directive: #ffa657;
        --hl-label: #7ee787;
        --note: #4493f8;
        --tip: #3fb950;
        --info: #4493f8;
        --success: #3fb950;
        --important: #ab7df8;
        --warning: #d29922;
        --caution: #f0883e;
        --danger: #f85149;
        --diff-added: #12261e;
        --diff-removed: #25171c;
        --diagram-node: #1e2240;
        --diagram-edge: #9198a1;
      }
    }

    *, *::before, *::after { box-sizing: border-box; }

    html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }

    body {
      margin: 0;
      color: var(--text);
      background: var(--background);
      font-family: var(--font-latin), var(--font-ko), var(--font-zh), sans-serif;
      font-size: 1rem;
      line-height: 1.7;
      overflow-wrap: break-word;
    }

    /* Korean keeps words whole and uses Korean glyphs first. */
    :lang(ko) {
      font-family: var(--font-latin), var(--font-ko), sans-serif;
      word-break: keep-all;
      line-break: strict;
    }

    /* Chinese: Chinese glyphs, strict line breaking (no line starts with closing punctuation),
       and full-width punctuation kept tight. */
    :lang(zh) {
      font-family: var(--font-latin), var(--font-zh), sans-serif;
      line-break: strict;
      word-break: normal;
      text-spacing-trim: space-first;
      text-autospace: normal;
      hanging-punctuation: allow-end;
    }

    :lang(zh) em { font-style: normal; text-emphasis: filled dot; text-emphasis-position: under right; }

    a { color: var(--link); text-underline-offset: 0.15em; }

    .skip-link { position: absolute; left: -9999px; }
    .skip-link:focus { left: 1rem; top: 1rem; z-index: 10; background: var(--background); padding: 0.5rem; }

    .site-header {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.5rem 1rem;
      padding: 0.75rem 1.25rem;
      border-bottom: 1px solid var(--border);
      background: var(--surface);
    }
    .site-name { font-weight: 700; font-size: 1.1rem; color: var(--text); text-decoration: none; margin-right: auto; }
    .contents-link { display: none; }
    .search-link { color: var(--text); }

    .search-form input { width: 100%; box-sizing: border-box; font: inherit; padding: 0.5rem 0.75rem; border: 1px solid var(--border); border-radius: 6px; background: var(--background); color: var(--text); }
    .search-status { color: var(--muted); }
    .search-results { padding-left: 1.5rem; }
    .search-results li { margin: 0.4rem 0; }
    .search-section { display: block; font-size: 0.85rem; color: var(--muted); }
    .language-switcher ul { display: flex; gap: 0.75rem; list-style: none; margin: 0; padding: 0; }
    .language-switcher .current-language { font-weight: 700; }
    .language-switcher .unavailable { color: var(--muted); opacity: 0.6; cursor: not-allowed; }

    .layout {
      display: grid;
      grid-template-columns: 15rem minmax(0, 1fr) 14rem;
      grid-template-areas: "sidebar content toc";
      gap: 2rem;
      max-width: 90rem;
      margin: 0 auto;
      padding: 1.5rem 1.25rem 3rem;
    }
    .sidebar { grid-area: sidebar; font-size: 0.9rem; }
    .content { grid-area: content; min-width: 0; max-width: 48rem; }
    .page-toc { grid-area: toc; font-size: 0.85rem; }
    .sidebar, .page-toc { position: sticky; top: 1rem; align-self: start; max-height: calc(100vh - 2rem); overflow-y: auto; }
    .sidebar-title, .page-toc h2 { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted); margin: 0 0 0.5rem; }
    .contents, .page-toc ul { list-style: none; margin: 0; padding: 0; }
    .contents li, .page-toc li { margin: 0.2rem 0; }
    .contents a, .page-toc a { color: var(--text); text-decoration: none; display: block; padding: 0.15rem 0.5rem; border-radius: 4px; }
    .contents a:hover, .page-toc a:hover { background: var(--surface); }
    .contents a[aria-current="page"] { background: var(--surface); color: var(--link); font-weight: 600; border-left: 3px solid var(--accent); }
    .page-toc .toc-level-3 { padding-left: 0.9rem; }

    @media (max-width: 1100px) {
      .layout { grid-template-columns: 14rem minmax(0, 1fr); grid-template-areas: "sidebar toc" "sidebar content"; }
      .page-toc { position: static; max-height: none; border: 1px solid var(--border); border-radius: 6px; padding: 0.75rem; }
    }

    /* Phones: one column; the contents move below the note, reachable from the header. */
    @media (max-width: 800px) {
      .layout { display: flex; flex-direction: column; gap: 0; padding: 1rem; }
      .sidebar, .page-toc { position: static; max-height: none; }
      .page-toc { margin-bottom: 1.5rem; }
      .sidebar { margin-top: 2rem; border-top: 1px solid var(--border); padding-top: 1rem; }
      .page-toc { order: 1; }
      .content { order: 2; }
      .sidebar { order: 3; }
      .contents-link { display: inline; }
      body { font-size: 1.0625rem; }
    }

    .note h1, .note h2, .note h3, .note h4 { line-height: 1.3; margin: 2rem 0 0.75rem; }
    .note h1 { font-size: 2rem; margin-top: 0; }
    .note h2 { font-size: 1.5rem; padding-bottom: 0.3rem; border-bottom: 1px solid var(--border); }
    .note h3 { font-size: 1.25rem; }
    .heading-anchor { margin-left: 0.4rem; color: var(--muted); text-decoration: none; opacity: 0; }
    h1:hover .heading-anchor, h2:hover .heading-anchor, h3:hover .heading-anchor,
    h4:hover .heading-anchor, h5:hover .heading-anchor, h6:hover .heading-anchor,
    .heading-anchor:focus { opacity: 1; }
    .note img { max-width: 100%; height: auto; }
    .note blockquote { margin: 1rem 0; padding: 0 1rem; color: var(--muted); border-left: 4px solid var(--border); }
    .note hr { border: 0; border-top: 1px solid var(--border); margin: 2rem 0; }
    .task-list-item { list-style: none; }
    .task-list-item input { margin: 0 0.4rem 0 -1.3rem; }

    code, pre, kbd { font-family: var(--font-mono), var(--font-ko), var(--font-zh); }
    :not(pre) > code { background: var(--code-background); padding: 0.1em 0.35em; border-radius: 4px; font-size: 0.9em; word-break: break-word; }
    pre.code {
      background: var(--code-background);
      border: 1px solid var(--border);
      border-radius: 6px;
      padding: 0.9rem 1rem;
      overflow-x: auto;
      font-size: 0.875rem;
      line-height: 1.5;
      tab-size: 4;
      word-break: normal;
      white-space: pre;
    }
    .hl-keyword { color: var(--hl-keyword); }
    .hl-type { color: var(--hl-type); }
    .hl-string { color: var(--hl-string); }
    .hl-number { color: var(--hl-number); }
    .hl-comment { color: var(--hl-comment); font-style: italic; }
    .hl-attribute { color: var(--hl-attribute); }
    .hl-directive { color: var(--hl-directive); }
    .hl-label { color: var(--hl-label); }
    .hl-dollar { color: var(--hl-type); }
    .hl-placeholder { border: 1px dashed var(--border); border-radius: 3px; }

    .table-wrapper { overflow-x: auto; margin: 1rem 0; }
    .table-wrapper table { border-collapse: collapse; min-width: 50%; }
    .table-wrapper th, .table-wrapper td { border: 1px solid var(--border); padding: 0.4rem 0.75rem; }
    .table-wrapper th { background: var(--surface); }
    .table-wrapper tr:nth-child(even) td { background: var(--surface); }

    .callout { --callout: var(--note); margin: 1.25rem 0; padding: 0.75rem 1rem; border-left: 4px solid var(--callout); border-radius: 6px; background: color-mix(in srgb, var(--callout) 8%, var(--background)); }
    .callout > :last-child { margin-bottom: 0; }
    .callout-title { margin: 0 0 0.4rem; font-weight: 700; color: var(--callout); }
    .callout-note { --callout: var(--note); }
    .callout-tip { --callout: var(--tip); }
    .callout-info { --callout: var(--info); }
    .callout-success { --callout: var(--success); }
    .callout-important { --callout: var(--important); }
    .callout-warning { --callout: var(--warning); }
    .callout-caution { --callout: var(--caution); }
    .callout-danger, .callout-error { --callout: var(--danger); }

    .footnotes { margin-top: 3rem; padding-top: 1rem; border-top: 1px solid var(--border); font-size: 0.9rem; }
    .footnote-ref a, .footnote-back { text-decoration: none; }

    .banner { margin-bottom: 1.5rem; padding: 0.75rem 1rem; border: 1px solid var(--warning); border-radius: 6px; background: color-mix(in srgb, var(--warning) 10%, var(--background)); }

    .pager { display: flex; justify-content: space-between; gap: 1rem; margin-top: 3rem; padding-top: 1rem; border-top: 1px solid var(--border); }
    .pager a { display: flex; flex-direction: column; max-width: 48%; padding: 0.6rem 0.9rem; border: 1px solid var(--border); border-radius: 6px; text-decoration: none; }
    .pager .pager-next { margin-left: auto; text-align: right; }
    .pager-label { font-size: 0.8rem; color: var(--muted); }

    /* Results of running an example, placed under its code block. */
    .run { margin: -0.5rem 0 1.25rem; border: 1px solid var(--border); border-top: 0; border-radius: 0 0 6px 6px; padding: 0.6rem 1rem; font-size: 0.9rem; }
    .run-step { margin: 0.5rem 0; }
    .run-step + .run-step { border-top: 1px dashed var(--border); padding-top: 0.5rem; }
    .console, .run pre { font-family: var(--font-mono), var(--font-ko), var(--font-zh); background: var(--code-background); padding: 0.5rem 0.75rem; border-radius: 4px; overflow-x: auto; white-space: pre; margin: 0.4rem 0; }
    .preview { border: 1px dashed var(--border); border-radius: 6px; padding: 0.6rem 0.9rem; margin: 0.4rem 0; background: var(--background); overflow-x: auto; }
    .bodies { color: var(--muted); font-size: 0.85rem; }
    .bodies code { color: var(--text); }
    .diff { font-family: var(--font-mono); white-space: pre; overflow-x: auto; }
    .diff .added, .diff ins { background: var(--diff-added); text-decoration: none; }
    .diff .removed, .diff del { background: var(--diff-removed); }

    /* Mermaid flowcharts drawn at build time. */
    figure.mermaid { margin: 1.25rem 0; overflow-x: auto; text-align: center; }
    .mermaid-diagram { max-width: 100%; height: auto; font-family: var(--font-latin), var(--font-ko), var(--font-zh), sans-serif; font-size: 14px; color: var(--text); }
    .mermaid-diagram .node rect, .mermaid-diagram .node polygon { fill: var(--diagram-node); stroke: var(--accent); }
    .mermaid-diagram .edges path { stroke: var(--diagram-edge); }
    .mermaid-diagram .arrowhead { fill: var(--diagram-edge); }
    .mermaid-diagram .edge-label-box { fill: var(--background); }
    .mermaid-diagram .edge-label { font-size: 12px; }
    .diagram-notice { color: var(--muted); font-size: 0.9rem; margin-bottom: 0.25rem; }

    .language-chooser .content { max-width: 32rem; margin: 4rem auto; padding: 0 1rem; }
    .language-chooser h1 { font-size: 1.3rem; margin: 0.25rem 0; }
    .languages { list-style: none; padding: 0; margin-top: 2rem; }
    .languages a { display: flex; justify-content: space-between; padding: 0.9rem 1rem; margin: 0.5rem 0; border: 1px solid var(--border); border-radius: 8px; text-decoration: none; font-size: 1.15rem; }
    .languages .site-name { color: var(--muted); font-size: 0.9rem; font-weight: 400; }

    @media print {
      .site-header, .sidebar, .page-toc, .pager { display: none; }
      .layout { display: block; }
    }

    """
}
