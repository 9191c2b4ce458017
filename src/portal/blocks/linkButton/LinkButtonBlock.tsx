import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { uiButtonClass } from '../../ui/index.ts';
import type { BlockProps } from '../types.ts';
import '../blocks.css';

export function LinkButtonBlock({ block }: BlockProps) {
  const { t } = useTranslation();
  const href = String(block.href);
  const label = t(String(block.labelKey));
  const className = uiButtonClass(block.variant === 'secondary' ? 'secondary' : 'primary');
  if (/^https?:/.test(href)) return <p className="page-link"><a className={className} href={href} rel="noopener noreferrer" target="_blank">{label}</a></p>;
  return <p className="page-link"><Link className={className} href={href}>{label}</Link></p>;
}
