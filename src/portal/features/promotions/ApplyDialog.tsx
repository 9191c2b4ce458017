// The application form of an `apply` promotion (spec section 5, "Activity apply"): a comment of at
// most 140 characters and up to 3 png or jpg images of at most 5 MB. The same bounds are checked
// here before sending and by the platform; its refusal is shown next to the field it is about.
// The comment renders from promotionApply's request schema with the merchant's
// forms.promotionApply settings; the images keep their picker after it.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import callSchema from '../../../../schemas/api/promotionApply.json';
import { asPlatformError } from '../../forms/server-errors.ts';
import { commentLength, PROMOTION_COMMENT_MAX } from '../../../shared/promotion-rules.ts';
import { runCall } from '../../api/query.ts';
import { errorText } from '../../i18n/error-text.ts';
import { SchemaForm, useSchemaForm } from '../../forms/SchemaForm.tsx';
import type { FieldSpec } from '../../forms/ui-schema.ts';
import { Modal } from '../../shell/Modal.tsx';
import { Button, showToast } from '../../ui/index.ts';
import { ImagesPicker } from './ImagesPicker.tsx';
import type { PromotionItem } from './status.ts';

const fieldOfCode = (code: string) => (code.startsWith('promotion.comment') ? 'comment' : null);

const readAsDataUrl = (file: File) => new Promise<string>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result));
  reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
  reader.readAsDataURL(file);
});

export function ApplyDialog({ promotion, onClose }: { promotion: PromotionItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [imagesError, setImagesError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [length, setLength] = useState(0);
  const spec = useMemo<Record<string, FieldSpec>>(() => ({
    comment: { widget: 'textarea', label: 'promotion.comment', rows: 4, hint: t('promotion.commentCount', { n: length, max: PROMOTION_COMMENT_MAX }) },
  }), [length, t]);
  const form = useSchemaForm('promotionApply', spec, callSchema.request, {});
  const comment = (form.values.comment ?? '').trim();
  useEffect(() => setLength(commentLength(form.values.comment ?? '')), [form.values.comment]);

  const submit = async () => {
    const tooLong = commentLength(form.values.comment ?? '') > PROMOTION_COMMENT_MAX;
    if (!form.checkPatterns(tooLong ? { comment: t('errorCode.promotion.comment.tooLong') } : {})) return;
    setBusy(true);
    try {
      const images = await Promise.all(files.map(readAsDataUrl));
      await runCall('promotionApply', { promotionId: promotion.id, ...(comment ? { comment } : {}), ...(images.length ? { images } : {}) });
      showToast(t('promotion.appliedToast'), 'success');
      onClose();
    } catch (e) {
      if (asPlatformError(e).errorCode.startsWith('promotion.image')) setImagesError(errorText(t, asPlatformError(e)));
      else form.refused(e, fieldOfCode);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('promotion.applyTitle', { title: promotion.title })} onClose={onClose}>
      <SchemaForm state={form} className="promo-apply" idPrefix="promotion" onSubmit={() => void submit()}>
        <ImagesPicker
          files={files} error={imagesError}
          onFiles={(next) => { setFiles(next); setImagesError(undefined); }}
          onProblem={(problem) => setImagesError(problem ?? undefined)}
        />
        <Button type="submit" variant="primary" busy={busy} block>{t('promotion.submit')}</Button>
      </SchemaForm>
    </Modal>
  );
}
