/**
 * The CMS writes the policy box's text as HTML with one link (the privacy policy): the
 * form takes the text and the link apart, and never shows markup.
 */
export function policyParts(html: string | undefined) {
  if (!html) return {};
  const link = /<a\s[^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/i.exec(html);
  const text = (value: string) =>
    value
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  if (!link) return { policyText: text(html) };
  return {
    policyText: text(html.slice(0, link.index)),
    policyLinkLabel: text(link[2] ?? ''),
    policyHref: link[1],
  };
}
