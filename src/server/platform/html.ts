/**
 * The one way server code puts text into HTML (head tags, the app shell, mail bodies): as
 * character references, so a name like `<script>…` shows as text and never runs. Safe inside
 * element text and inside quoted attribute values.
 */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A template tag for HTML bodies, mail above all: every interpolated value is escaped, so user
 * text can be dropped in as it is. `html\`<p>Hello ${name}</p>\`` never yields markup from
 * `name`. The mail's text part takes the same values unescaped.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce(
    (out, part, i) => out + part + (i < values.length ? escapeHtml(String(values[i])) : ''),
    '',
  );
}
