import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
}

/** Sets the document title and meta description for the page that calls it (also on client-side navigation). */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    document.title = title;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description;
  }, [title, description]);
}
