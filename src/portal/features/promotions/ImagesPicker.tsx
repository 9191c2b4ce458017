// Up to 3 png or jpg images for an application. The browser's file input speaks the browser's
// language with a small button, so it stays for the keyboard and screen readers but out of sight,
// and a 44 px button in the portal's language stands in for it (as the deposit receipt does).
// The type and size are a first check only: the platform reads each image's bytes.
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PROMOTION_IMAGE_MAX_BYTES, PROMOTION_IMAGES_MAX } from '../../../shared/promotion-rules.ts';
import { IconButton } from '../../ui/index.ts';

interface Props {
  files: File[];
  onFiles: (files: File[]) => void;
  onProblem: (problem: string | null) => void;
  error?: string | undefined;
}

export function ImagesPicker({ files, onFiles, onProblem, error }: Props) {
  const { t } = useTranslation();
  const id = 'promotion-images';
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const add = (picked: File[]) => {
    onProblem(null);
    const next = [...files];
    for (const file of picked) {
      if (!/^image\/(png|jpeg)$/.test(file.type)) return onProblem(t('errorCode.promotion.image.invalid'));
      if (file.size > PROMOTION_IMAGE_MAX_BYTES) return onProblem(t('errorCode.promotion.image.tooLarge'));
      if (next.length >= PROMOTION_IMAGES_MAX) return onProblem(t('errorCode.promotion.image.tooMany'));
      next.push(file);
    }
    onFiles(next);
  };
  const full = files.length >= PROMOTION_IMAGES_MAX;
  return (
    <div className={`ui-field${error ? ' ui-field-invalid' : ''}`}>
      <span className="ui-label" id={`${id}-label`}>{t('promotion.images')}</span>
      <div className="promo-picker">
        {/* Remounted after each pick (key), so the same file can be picked again after removing it. */}
        <input
          key={files.length} id={id} type="file" accept="image/png,image/jpeg" multiple disabled={full} className="ui-visually-hidden promo-file-input"
          aria-labelledby={`${id}-label`} aria-describedby={described} aria-invalid={error ? true : undefined}
          onChange={(e) => add([...(e.target.files ?? [])])}
        />
        <label htmlFor={id} className={`ui-btn ui-btn-secondary promo-choose${full ? ' is-disabled' : ''}`} aria-hidden="true">{t('promotion.addImage')}</label>
        <span className="promo-count" aria-live="polite">{t('promotion.imageCount', { n: files.length, max: PROMOTION_IMAGES_MAX })}</span>
      </div>
      {files.length ? (
        <ul className="promo-files">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`}>
              <span className="promo-file-name">{file.name}</span>
              <IconButton label={t('promotion.removeImage', { name: file.name })} icon={<X aria-hidden="true" size={18} />} onClick={() => onFiles(files.filter((_, j) => j !== i))} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="ui-hint" id={`${id}-hint`}>{t('promotion.imagesHint', { max: PROMOTION_IMAGES_MAX, mb: PROMOTION_IMAGE_MAX_BYTES / 1024 / 1024 })}</p>
      {error ? <p className="ui-error" id={`${id}-error`} role="alert">{error}</p> : null}
    </div>
  );
}
