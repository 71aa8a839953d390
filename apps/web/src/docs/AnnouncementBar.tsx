import { useEffect, useState } from 'react';
import type { Strings } from './i18n';
import { dismissAnnouncement, isAnnouncementDismissed } from './storage';

/** Dismissible; the head script hides it before the first paint when it was dismissed already. */
export function AnnouncementBar({ t, href }: { t: Strings; href: string }) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => setDismissed(isAnnouncementDismissed()), []);
  if (dismissed) return null;
  const dismiss = () => {
    dismissAnnouncement();
    setDismissed(true);
  };
  return (
    <section className="announcement" aria-label="Announcement">
      <span>
        {t.announcement} <a href={href}>{t.announcementLink}</a>
      </span>
      <button type="button" className="announcement-close" aria-label={t.closeAnnouncement} onClick={dismiss}>
        ×
      </button>
    </section>
  );
}
