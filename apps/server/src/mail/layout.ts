/** The one HTML layout every email uses; inputs are escaped here, so templates pass plain text. */
export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function renderLayout(content: EmailContent): RenderedEmail {
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.footer,
  ].join('\n');
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p><p style="font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#111827;background:#f9fafb;padding:24px"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${paragraphs}${action}<p style="font-size:12px;color:#6b7280;margin-top:32px">${escapeHtml(content.footer)}</p></div></body></html>`;
  return { subject: content.subject, text, html };
}
