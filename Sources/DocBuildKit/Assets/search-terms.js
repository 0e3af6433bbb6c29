function docbuildScript(ch) {
  const c = ch.codePointAt(0);
  if ((c >= 0xAC00 && c <= 0xD7A3) || (c >= 0x1100 && c <= 0x11FF) || (c >= 0x3130 && c <= 0x318F)
    || (c >= 0xA960 && c <= 0xA97F) || (c >= 0xD7B0 && c <= 0xD7FF)) return 'hangul';
  if ((c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF)
    || (c >= 0x20000 && c <= 0x2FA1F) || (c >= 0x30000 && c <= 0x3134F)) return 'han';
  if (c >= 0x3040 && c <= 0x30FF) return 'kana';
  return /^[\p{L}\p{N}]$/u.test(ch) ? 'word' : 'separator';
}

function docbuildTerms(text) {
  const terms = [];
  let run = [];
  let runScript = 'separator';
  const flush = () => {
    if (runScript === 'word') {
      terms.push(run.map((ch) => ch.toLowerCase()).join(''));
    } else if (runScript !== 'separator') {
      if (run.length === 1) terms.push(run[0]);
      for (let i = 0; i + 1 < run.length; i++) terms.push(run[i] + run[i + 1]);
    }
    run = [];
  };
  for (const ch of text.normalize('NFC')) {
    const script = docbuildScript(ch);
    if (script !== runScript) {
      flush();
      runScript = script;
    }
    if (script !== 'separator') run.push(ch);
  }
  flush();
  return terms;
}
