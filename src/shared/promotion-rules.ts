// The bounds of a promotion application (spec section 5, "Activity apply"), shared so the form
// and the platform say the same: a comment of at most 140 characters, at most 3 images, each a
// png or jpg of at most 5 MB (the platform tells the kind by the bytes, never by the name).
export const PROMOTION_COMMENT_MAX = 140;
export const PROMOTION_IMAGES_MAX = 3;
export const PROMOTION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Characters as a person counts them (code points), not UTF-16 units. */
export const commentLength = (comment: string): number => [...comment.trim()].length;

/** The statuses a member reads on a promotion (i18n `promotion.status.<status>`). */
export const PROMOTION_STATUSES = ['applying', 'rejected', 'issued', 'claimed', 'process', 'joined', 'closed', 'comingSoon'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
