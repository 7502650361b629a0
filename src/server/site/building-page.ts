/** Shown only before the very first build of an install finishes. */
export function buildingPage(): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>正在生成网站 / Building the site</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937">
<h1 style="font-size:1.25rem">网站正在生成，请稍候…</h1><p>页面会自动刷新。</p>
<h2 style="font-size:1.1rem;margin-top:2rem">The site is being built. Please wait…</h2><p>This page refreshes by itself.</p>
</body></html>`;
}
