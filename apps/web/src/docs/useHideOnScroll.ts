import { useEffect, useState } from 'react';

/** True while the user scrolls down past the navbar; scrolling up brings it back. */
export function useHideOnScroll(navbarHeight = 64): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < navbarHeight) setHidden(false);
      else if (y > lastY) setHidden(true);
      else if (y < lastY) setHidden(false);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [navbarHeight]);
  return hidden;
}
