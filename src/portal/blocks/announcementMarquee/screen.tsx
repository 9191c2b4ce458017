// A scrolling line of the platform's player notices; a click opens the announcement popup.
import { useEffect } from 'react';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { setState } from '../../state/store.ts';
import { getSession, setSession } from '../../state/session.ts';
import { useAnnouncements } from '../../shell/announcements.ts';
import type { ScreenBlockProps } from '../../engine/registry.tsx';
import { ScrollingText } from '../../engine/blocks/scrolling-text.tsx';

export default function AnnouncementMarqueeBlock({ block }: ScreenBlockProps<'announcementMarquee'>) {
  const { t } = useTranslation();
  const lists = useAnnouncements();
  useEffect(() => {
    if (block.popupOnLoad && !getSession('validate') && lists && lists.popup.length > 0) {
      setSession('validate', 'announcementShown');
      setState({ announcementsOpen: true });
    }
  }, [block.popupOnLoad, lists]);
  const titles = (lists?.player ?? []).map((n) => n.title);
  const text = titles.length > 0 ? titles.join('   ·   ') : t('announcement.title');
  return (
    <section className="block marquee" aria-label={t('announcement.title')}>
      <button type="button" className="marquee-line" onClick={() => setState({ announcementsOpen: true })}>
        <Megaphone aria-hidden="true" size={18} className="marquee-icon" />
        <ScrollingText text={text} speed={block.speed} />
      </button>
    </section>
  );
}
