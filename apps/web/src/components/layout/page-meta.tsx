import { useEffect } from 'react';

const SITE = 'CandleLens';

function metaTag(name: string): HTMLMetaElement {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.append(el);
  }
  return el;
}

/**
 * Each page's own title and description (tabs, bookmarks, search results). `noindex` keeps a
 * page out of search engines while it is shown.
 */
export function PageMeta({
  title,
  description,
  noindex = false,
}: {
  title: string;
  description?: string;
  noindex?: boolean;
}) {
  useEffect(() => {
    document.title = title.includes(SITE) ? title : `${title} · ${SITE}`;
    if (description) metaTag('description').content = description;
  }, [title, description]);
  useEffect(() => {
    if (!noindex) return;
    const robots = metaTag('robots');
    robots.content = 'noindex, nofollow';
    return () => robots.remove();
  }, [noindex]);
  return null;
}
