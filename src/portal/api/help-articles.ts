// The help-centre call's articles (merchants/<code>/content/<LANG>.json help[]): the help page
// lists them, a content-article block (the join page) shows one.
export interface HelpArticle {
  id: string;
  title: string;
  href: string;
  html: string;
}

export function helpArticles(value: unknown): HelpArticle[] {
  const list = (value as { list?: unknown } | null)?.list;
  const isArticle = (e: unknown): e is HelpArticle => ['id', 'title', 'href', 'html'].every((key) => typeof (e as Record<string, unknown> | null)?.[key] === 'string');
  return Array.isArray(list) ? list.filter(isArticle) : [];
}
