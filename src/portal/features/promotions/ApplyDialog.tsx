// The application form of an `apply` promotion (spec section 5, "Activity apply"): a comment of at
// most 140 characters and up to 3 png or jpg images of at most 5 MB. The same bounds are checked
// here before sending and by the platform; its refusal is shown next to the field it is about.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformError } from '../../../shared/api/index.ts';
import { commentLength, PROMOTION_COMMENT_MAX } from '../../../shared/promotion-rules.ts';
import { runCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Modal } from '../../shell/Modal.tsx';
import { Button, showToast } from '../../ui/index.ts';
import { ImagesPicker } from './ImagesPicker.tsx';
import type { PromotionItem } from './status.ts';

type Field = 'comment' | 'images' | 'form';
const fieldOf = (code: string): Field => (code.startsWith('promotion.comment') ? 'comment' : code.startsWith('promotion.image') ? 'images' : 'form');

const readAsDataUrl = (file: File) => new Promise<string>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result));
  reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
  reader.readAsDataURL(file);
});

export function ApplyDialog({ promotion, onClose }: { promotion: PromotionItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const length = commentLength(comment);

  const submit = async () => {
    if (length > PROMOTION_COMMENT_MAX) return setErrors({ comment: t('errorCode.promotion.comment.tooLong') });
    setBusy(true);
    try {
      const images = await Promise.all(files.map(readAsDataUrl));
      await runCall('promotionApply', { promotionId: promotion.id, ...(comment.trim() ? { comment: comment.trim() } : {}), ...(images.length ? { images } : {}) });
      showToast(t('promotion.appliedToast'), 'success');
      onClose();
    } catch (e) {
      const err = e instanceof PlatformError ? e : null;
      setErrors({ [err ? fieldOf(err.errorCode) : 'form']: errorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('promotion.applyTitle', { title: promotion.title })} onClose={onClose}>
      <form className="promo-apply" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <div className={`ui-field${errors.comment ? ' ui-field-invalid' : ''}`}>
          <label className="ui-label" htmlFor="promotion-comment">{t('promotion.comment')}</label>
          <textarea
            id="promotion-comment" className="ui-input promo-comment" rows={4} value={comment}
            aria-invalid={errors.comment ? true : undefined} aria-describedby="promotion-comment-hint"
            onChange={(e) => { setComment(e.target.value); setErrors((x) => ({ ...x, comment: undefined })); }}
          />
          <p className={`ui-hint${length > PROMOTION_COMMENT_MAX ? ' promo-over' : ''}`} id="promotion-comment-hint">{t('promotion.commentCount', { n: length, max: PROMOTION_COMMENT_MAX })}</p>
          {errors.comment ? <p className="ui-error" role="alert">{errors.comment}</p> : null}
        </div>
        <ImagesPicker
          files={files} error={errors.images}
          onFiles={(next) => { setFiles(next); setErrors((x) => ({ ...x, images: undefined })); }}
          onProblem={(problem) => setErrors((x) => ({ ...x, images: problem ?? undefined }))}
        />
        {errors.form ? <p className="ui-error" role="alert">{errors.form}</p> : null}
        <Button type="submit" variant="primary" busy={busy} block>{t('promotion.submit')}</Button>
      </form>
    </Modal>
  );
}
