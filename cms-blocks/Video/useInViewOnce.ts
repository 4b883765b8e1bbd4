import { type RefObject, useEffect, useState } from 'react';

/**
 * `true` from the first time any part of the element enters the viewport on (it never goes
 * back), so a video fetches nothing before it is seen. Without IntersectionObserver, `true`
 * once mounted.
 */
export function useInViewOnce(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
