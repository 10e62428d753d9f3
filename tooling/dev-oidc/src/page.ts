/** HTML of the development provider's sign-in page. Every interpolated value goes through `escape`. */

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function signInPage(
  hiddenFields: Record<string, string>,
  error: string | null,
  values: { name: string; email: string },
): string {
  const hidden = Object.entries(hiddenFields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Development sign-in (not Google)</title>
  <style>
    body { font-family: system-ui, sans-serif; background: #0f172a; color: #e2e8f0; display: grid; place-items: center; min-height: 100vh; margin: 0; }
    main { background: #1e293b; padding: 2rem; border-radius: 12px; width: min(420px, 90vw); box-shadow: 0 10px 30px rgb(0 0 0 / 0.4); }
    .banner { background: #f59e0b; color: #1c1917; font-weight: 700; padding: 0.6rem 0.8rem; border-radius: 8px; margin-bottom: 1rem; }
    label { display: block; margin: 0.8rem 0 0.3rem; }
    input[type=text], input[type=email] { width: 100%; box-sizing: border-box; padding: 0.6rem; border-radius: 6px; border: 1px solid #475569; background: #0f172a; color: inherit; }
    .actions { display: flex; gap: 0.6rem; margin-top: 1.2rem; }
    button { padding: 0.6rem 1rem; border-radius: 6px; border: 0; font-weight: 600; cursor: pointer; }
    button[value=allow] { background: #6366f1; color: white; }
    button[value=deny] { background: transparent; color: #cbd5e1; border: 1px solid #475569; }
    .error { color: #fca5a5; }
    p.note { color: #94a3b8; font-size: 0.9rem; }
  </style>
</head>
<body>
  <main>
    <div class="banner" role="note">Development identity provider &mdash; not Google</div>
    <h1>Sign in</h1>
    <p class="note">This local stand-in for Google sign-in runs only on development machines. Enter any name and email; the same email signs in as the same person next time. Nothing leaves this machine.</p>
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <form method="post" action="/authorize">
      ${hidden}
      <label for="name">Name</label>
      <input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(values.name)}" maxlength="100">
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(values.email)}" maxlength="254">
      <div class="actions">
        <button type="submit" name="decision" value="allow">Sign in</button>
        <button type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
      </div>
    </form>
  </main>
</body>
</html>`;
}
