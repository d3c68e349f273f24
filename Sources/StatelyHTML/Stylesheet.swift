extension HTMLRenderer {
  /// The CSS every rendered control relies on: resets that keep the browser's own button look out, the
  /// layout of content, image and text, the activity spinner, symbol placeholders, state tiles and their
  /// "Why?" popovers (an opaque panel with a close button), list rows (which clip a swiped row's content),
  /// switches and segmented controls.
  ///
  /// Include it once per page, in a `<style>` element or a served file; ``page(title:colorScheme:body:)``
  /// includes it. Everything that differs per appearance is inline on the element, so the stylesheet never
  /// changes with the controls.
  ///
  /// A page of rendered controls has no script of its own, so a finger on a button, a list row, a switch
  /// or a segmented control pans and zooms the page as anywhere else (`touch-action: manipulation`, which
  /// also spares a tap the wait for a double tap). A page whose script tracks touches on its controls, as
  /// UIKit does, sets their `touch-action` with a more specific selector.
  public static let stylesheet: String = """
    .stately-button{all:unset;box-sizing:border-box;position:relative;display:inline-flex;align-items:center;\
    justify-content:center;gap:6px;cursor:pointer;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;\
    line-height:1.2;user-select:none;-webkit-user-select:none;touch-action:manipulation;\
    -webkit-tap-highlight-color:transparent;max-inline-size:100%;vertical-align:middle}
    .stately-button:disabled{cursor:default}
    .stately-button *,.stately-cell *,.stately-switch *,.stately-segment *{pointer-events:none}
    .stately-button:focus-visible{outline:none}
    .stately-button[data-focused]{outline:3px solid currentColor;outline-offset:2px}
    .stately-button__background,.stately-button__stroke,.stately-button__background-image{position:absolute;\
    box-sizing:border-box;pointer-events:none}
    .stately-button__stroke{border-style:solid}
    .stately-button__background-image{background:repeating-linear-gradient(45deg,rgba(127,127,127,.25) 0 6px,\
    transparent 6px 12px)}
    .stately-button__content{position:relative;display:flex;align-items:center;justify-content:center;\
    min-inline-size:0}
    .stately-button__image{display:inline-flex;align-items:center;justify-content:center;flex:none}
    .stately-button__text{display:flex;flex-direction:column;min-inline-size:0}
    .stately-button__indicator{position:relative;display:inline-flex;flex:none}
    [data-line-break=word]{white-space:normal;overflow-wrap:break-word}
    [data-line-break=char]{white-space:normal;word-break:break-all}
    [data-line-break=clip]{white-space:nowrap;overflow:hidden;text-overflow:clip;max-inline-size:100%}
    [data-line-break^=truncate]{white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-inline-size:100%}
    .stately-icon{display:inline-block;inline-size:var(--stately-icon-size,1em);\
    block-size:var(--stately-icon-size,1em);flex:none;overflow:visible}
    .stately-icon--placeholder{display:inline-flex;align-items:center;justify-content:center;\
    inline-size:auto;min-inline-size:var(--stately-icon-size,1em);padding:0 3px;box-sizing:border-box;\
    border:1px dashed currentColor;border-radius:4px;font:600 10px/1.1 ui-monospace,Menlo,monospace;\
    white-space:nowrap}
    .stately-spinner{display:inline-block;box-sizing:border-box;inline-size:var(--stately-icon-size,1em);\
    block-size:var(--stately-icon-size,1em);border-radius:50%;border:3px solid currentColor;\
    border-inline-end-color:transparent;animation:stately-spin .8s linear infinite;flex:none}
    @keyframes stately-spin{to{transform:rotate(360deg)}}
    @media (prefers-reduced-motion:reduce){.stately-spinner{animation-duration:2.4s}}
    .stately-page{margin:0;padding:24px;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;\
    background:#F2F2F7;color:#1C1C1E}
    .stately-page[data-color-scheme=dark]{background:#000;color:#F2F2F7}
    .stately-tiles{display:flex;flex-wrap:wrap;gap:12px;align-items:stretch}
    .stately-tile{position:relative;display:flex;flex-direction:column;gap:10px;min-inline-size:150px;\
    padding:12px;border-radius:12px;background:#FFF;color:#1C1C1E;box-shadow:0 1px 2px rgba(0,0,0,.12);\
    font:13px/1.35 system-ui,-apple-system,"Segoe UI",sans-serif}
    .stately-tile[data-color-scheme=dark]{background:#1C1C1E;color:#F2F2F7;box-shadow:none;\
    outline:1px solid #38383A}
    .stately-tile__caption{font-weight:600}
    .stately-tile__state{display:flex;flex-wrap:wrap;gap:4px;margin:0;padding:0;list-style:none}
    .stately-tile__bit{padding:1px 6px;border-radius:999px;background:rgba(127,127,127,.18);\
    font:11px/1.5 ui-monospace,Menlo,monospace}
    .stately-tile__control{display:flex;align-items:center;justify-content:center;min-block-size:64px}
    .stately-tile__notes{margin:0;padding-inline-start:16px;font-size:12px;color:#C93400}
    .stately-why__open{all:unset;align-self:flex-start;cursor:pointer;font-size:12px;opacity:.8;\
    text-decoration:underline;text-underline-offset:2px}
    .stately-why__open:focus-visible{outline:2px solid #0A84FF;outline-offset:2px;border-radius:4px}
    .stately-why{box-sizing:border-box;inline-size:min(28rem,calc(100vw - 16px));\
    max-block-size:calc(100vh - 16px);overflow:auto;margin:auto;padding:12px 14px;border:0;border-radius:12px;\
    background:#FFF;color:#1C1C1E;box-shadow:0 12px 32px rgba(0,0,0,.35);\
    font:13px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;text-align:start}
    [data-color-scheme=dark] .stately-why{background:#2C2C2E;color:#F2F2F7}
    .stately-why__head{display:flex;align-items:flex-start;justify-content:space-between;gap:12px}
    .stately-why__close{all:unset;cursor:pointer;flex:none;display:inline-flex;align-items:center;\
    justify-content:center;inline-size:28px;block-size:28px;border-radius:50%;font-size:18px;line-height:1;\
    background:rgba(120,120,128,.16)}
    .stately-why__close:focus-visible{outline:2px solid #0A84FF;outline-offset:2px}
    .stately-why dl{margin:0}
    .stately-why dt{font-weight:600;margin-top:8px}
    .stately-why__value{font:400 12px/1.4 ui-monospace,Menlo,monospace;opacity:.85}
    .stately-why dd{margin:2px 0 0 10px;font:11px/1.45 ui-monospace,Menlo,monospace}
    .stately-why__won{color:#248A3D}
    .stately-why__lost{opacity:.8}
    .stately-why__unmatched{opacity:.55}
    .stately-list{display:flex;flex-direction:column;gap:0;min-inline-size:260px;\
    font-family:system-ui,-apple-system,"Segoe UI",sans-serif}
    .stately-cell{all:unset;box-sizing:border-box;position:relative;display:flex;align-items:center;gap:12px;\
    min-block-size:44px;cursor:pointer;user-select:none;-webkit-user-select:none;touch-action:manipulation;\
    overflow:hidden}
    .stately-cell__background,.stately-cell__stroke{position:absolute;box-sizing:border-box;pointer-events:none}
    .stately-cell__stroke{border-style:solid}
    .stately-cell__content{position:relative;display:flex;align-items:center;gap:12px;flex:1;min-inline-size:0}
    .stately-cell__text{display:flex;flex-direction:column;gap:2px;flex:1;min-inline-size:0}
    .stately-cell__accessory{position:relative;display:inline-flex;flex:none;opacity:.6}
    .stately-cell__image{display:inline-flex;align-items:center;justify-content:center;flex:none}
    .stately-cell__swipe-action{position:absolute;inset-block:0;inset-inline-end:0;inline-size:72px;display:flex;\
    align-items:center;justify-content:center;background:#FF3B30;color:#FFF;font-size:15px;font-weight:600}
    .stately-cell__content{transition:transform .15s ease-out}
    .stately-switch{all:unset;box-sizing:border-box;position:relative;display:inline-block;flex:none;\
    cursor:pointer;vertical-align:middle;transition:background-color .2s;touch-action:manipulation;\
    -webkit-tap-highlight-color:transparent}
    .stately-switch:disabled{cursor:default}
    .stately-switch:focus-visible{outline:3px solid #0A84FF;outline-offset:2px}
    .stately-switch__thumb{position:absolute;box-sizing:border-box;inset-block-start:1.5px;\
    box-shadow:0 3px 8px rgba(0,0,0,.15),0 3px 1px rgba(0,0,0,.06);transition:inset-inline-start .2s,inline-size .2s}
    .stately-segmented{box-sizing:border-box;display:inline-flex;align-items:stretch;gap:2px;padding:2px;\
    min-block-size:32px;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;user-select:none;\
    -webkit-user-select:none;touch-action:manipulation;vertical-align:middle;outline:none}
    .stately-segmented:focus-visible{outline:3px solid #0A84FF;outline-offset:2px}
    .stately-segment{box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;\
    flex:1 1 0;min-inline-size:44px;padding:3px 10px;cursor:pointer;white-space:nowrap;\
    transition:background-color .15s,opacity .15s}
    .stately-segment[data-highlighted]{opacity:.6}
    .stately-segment[aria-disabled]{cursor:default}
    """
}
