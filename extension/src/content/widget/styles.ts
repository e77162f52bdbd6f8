/**
 * Widget styles. They live inside the shadow root, so page selectors cannot reach them; the host
 * itself is reset with `all: initial !important` because page rules like `* { … !important }` do
 * match the host element, and inherited properties would otherwise flow in through it.
 */
export const HOST_TAG = 'factlens-widget';

export const WIDGET_CSS = `
:host{all:initial!important;position:absolute!important;z-index:2147483647!important;display:block!important;
  width:min(360px,calc(100vw - 16px))!important;margin:0!important;padding:0!important;border:0!important;
  transform:none!important;filter:none!important;opacity:1!important;visibility:visible!important;pointer-events:auto!important;
  left:var(--factlens-left,8px)!important;top:var(--factlens-top,8px)!important;right:auto!important;bottom:auto!important}
*,*::before,*::after{box-sizing:border-box}
.card{--bg:#fff;--fg:#18181b;--muted:#52525b;--line:#e4e4e7;--off:#d4d4d8;--accent:#2563eb;--green:#16a34a;--yellow:#ca8a04;--red:#dc2626;
  color-scheme:light;background:var(--bg);color:var(--fg);border:1px solid var(--line);border-radius:10px;
  box-shadow:0 10px 30px rgba(0,0,0,.25),0 0 0 1px rgba(0,0,0,.04);
  font:13px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;text-align:left;
  letter-spacing:normal;word-spacing:normal;text-transform:none;text-shadow:none;direction:ltr;
  padding:12px 14px;max-height:min(70vh,560px);overflow:auto;outline:none}
@media (prefers-color-scheme:dark){.card{--bg:#18181b;--fg:#f4f4f5;--muted:#a1a1aa;--line:#3f3f46;--off:#3f3f46;--accent:#60a5fa;color-scheme:dark}}
.card:focus-visible{box-shadow:0 0 0 3px var(--accent),0 10px 30px rgba(0,0,0,.25)}
header{display:flex;align-items:center;gap:8px;margin:0 0 8px}
.brand{font-weight:700;font-size:11px;text-transform:uppercase;letter-spacing:.06em;color:var(--accent)}
.title{flex:1;margin:0;font:inherit;font-size:15px;font-weight:700;color:var(--fg)}
button{font:inherit;cursor:pointer;border-radius:6px}
button:focus-visible,a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.close{border:0;background:transparent;color:var(--muted);font-size:20px;line-height:1;width:28px;height:28px;padding:0}
.close:hover{background:var(--line);color:var(--fg)}
.primary{border:0;background:var(--accent);color:#fff;padding:6px 12px;font-weight:600}
p{margin:6px 0}
.scales{display:grid;gap:6px;margin:4px 0 8px}
.scale{display:grid;grid-template-columns:64px 1fr auto;grid-template-rows:auto auto;align-items:center;column-gap:8px}
.scale-name{font-weight:600}
.leds{display:flex;gap:3px}
.led{display:inline-block;width:14px;height:10px;border-radius:2px;background:var(--off)}
.led.on.green{background:var(--green)}.led.on.yellow{background:var(--yellow)}.led.on.red{background:var(--red)}
.scale-value{font-variant-numeric:tabular-nums;font-weight:700}
.band-green .scale-value{color:var(--green)}.band-yellow .scale-value{color:var(--yellow)}.band-red .scale-value{color:var(--red)}
.scale-meaning{grid-column:2/4;color:var(--muted);font-size:12px}
.meaning strong{color:var(--fg)}
.partial{background:rgba(202,138,4,.12);border-left:3px solid var(--yellow);padding:6px 8px;border-radius:4px}
.language-notice{background:rgba(37,99,235,.08);border-left:3px solid var(--muted);padding:6px 8px;border-radius:4px}
.warnings{list-style:none;margin:8px 0;padding:0;display:grid;gap:4px}
.warning{padding:4px 8px;border-radius:4px;border-left:3px solid var(--off)}
.sev{display:inline-block;min-width:52px;margin-right:6px;font-size:11px;font-weight:700;text-transform:uppercase}
.sev-high{border-color:var(--red)}.sev-high .sev{color:var(--red)}
.sev-medium{border-color:var(--yellow)}.sev-medium .sev{color:var(--yellow)}
.sev-low{border-color:var(--green)}.sev-low .sev{color:var(--green)}
.sources h3{margin:10px 0 4px;font:inherit;font-weight:700;font-size:13px}
.sources ul{margin:0;padding:0 0 0 16px}
.source{margin:0 0 6px}
.source a{color:var(--accent);text-decoration:underline}
.source-meta{display:block;color:var(--muted);font-size:12px}
.explanation{margin:0 0 2px;color:var(--fg)}
.tone-signals{color:var(--muted);font-size:12px}.tone-signals strong{color:var(--fg)}
.empty,.footer{color:var(--muted);font-size:12px}
.footer{margin-top:10px;border-top:1px solid var(--line);padding-top:6px}
.freshness{color:var(--muted);font-size:12px;margin-top:2px}
.loading{display:flex;align-items:center;gap:8px}
.spinner{width:14px;height:14px;border-radius:50%;border:2px solid var(--off);border-top-color:var(--accent);animation:spin .8s linear infinite}
@keyframes spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.spinner{animation:none}}
.progress{height:4px;background:var(--off);border-radius:2px;overflow:hidden}
.bar{display:block;height:100%;background:var(--accent);width:15%;transition:width .3s}
.bar[data-step="1"]{width:50%}.bar[data-step="2"]{width:85%}
.steps{margin:8px 0;padding-left:20px}
.step.done{color:var(--muted)}.step.current{font-weight:700}.step.pending{color:var(--muted)}
.extracted{color:var(--muted);font-size:12px}
.state-error .title{color:var(--red)}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.dispute{margin-top:8px;font-size:12px}.dispute summary{cursor:pointer}
.dispute-form{display:flex;flex-direction:column;gap:6px;margin-top:6px}.dispute-form select,.dispute-form textarea{font:inherit}
.dispute-problem:empty{display:none}.dispute-problem{color:var(--red);margin:0}
`;

export const OVERLAY_CSS = `
:host{all:initial!important;position:fixed!important;inset:0!important;z-index:2147483647!important;display:block!important;
  margin:0!important;padding:0!important;border:0!important;transform:none!important;opacity:1!important;visibility:visible!important}
.overlay{position:absolute;inset:0;cursor:crosshair;background:rgba(0,0,0,.28);touch-action:none;user-select:none;
  font:13px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.box{position:absolute;border:2px solid #2563eb;background:rgba(37,99,235,.12);box-shadow:0 0 0 9999px rgba(0,0,0,.15);display:none}
.box.too-small{border-color:#dc2626}
.tip{position:absolute;left:50%;top:16px;transform:translateX(-50%);background:#18181b;color:#fff;padding:6px 12px;border-radius:6px;
  box-shadow:0 4px 12px rgba(0,0,0,.3);pointer-events:none;white-space:nowrap}
.size{position:absolute;background:#2563eb;color:#fff;font-size:11px;padding:1px 4px;border-radius:3px;pointer-events:none;display:none}
`;
