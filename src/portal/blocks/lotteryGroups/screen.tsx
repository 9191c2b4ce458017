// The platform's lottery game groups, each with links to its games.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ScreenBlockProps } from '../../engine/registry.tsx';
import { usePlatformData } from '../../engine/blocks/data.ts';
import { Status } from '../../engine/blocks/status.tsx';
import { vendorParams } from '../../../shared/games/wire-names.ts';

export default function LotteryGroupsBlock({ block }: ScreenBlockProps<'lotteryGroups'>) {
  const { t } = useTranslation();
  const loaded = usePlatformData('lotteryGroups', vendorParams(block.vendor), (groups) => groups);
  const groups = loaded.state === 'ready' ? loaded.value : [];
  return (
    <section className="block lottery-groups">
      <h2>{t(block.titleKey)}</h2>
      <Status loaded={loaded} empty={groups.length === 0} />
      {groups.map((group) => (
        <div key={group.gameGroupCode}>
          <h3>{group.labelKey ? t(group.labelKey, { defaultValue: group.labelName }) : group.labelName}</h3>
          <ul>
            {group.gameMenus.map((g) => (
              <li key={g.gameCode}>
                <Link href={`/lottery?gameCode=${encodeURIComponent(g.gameCode)}${g.defaultPlayType ? `&playType=${encodeURIComponent(g.defaultPlayType)}` : ''}`}>{g.gameName}</Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
