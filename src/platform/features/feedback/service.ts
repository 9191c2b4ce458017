/**
 * The rules of a member's feedback, all checked here whatever the form already said: the merchant
 * offers feedback and this type, the content lies within the word and character bounds, the
 * captcha was answered by this device, the image (if any) is a png or jpg by its bytes and not
 * larger than the merchant allows, and one member does not flood the desk.
 */
import type { FastifyRequest } from 'fastify';
import type { FeedbackSettings, FeedbackType } from '../../../generated/merchant.ts';
import { contentProblem } from '../../../shared/feedback-rules.ts';
import type { RouteDeps } from '../../context.ts';
import { ApiError, tooManyRequests } from '../../errors.ts';
import type { Merchant } from '../../merchants.ts';
import type { Member } from '../members/index.ts';
import type { FeedbackRecord } from './store.ts';
import { captchaClientKey } from '../../security/captcha-key.ts';
import { imageKind } from '../withdrawals/index.ts';

const MINUTE = 60_000;
/** At most this many feedbacks per member per hour: enough for a person, not for a script. */
const FLOOD_RULE = { windowMs: 60 * MINUTE, max: 10, blockMs: 60 * MINUTE };

export function feedbackSettings(merchant: Merchant): FeedbackSettings {
  const settings = (merchant.constants as { feedback?: FeedbackSettings }).feedback;
  if (!settings?.enabled) throw new ApiError(403, 'feedback.disabled', 'Feedback is not available');
  return settings;
}

export interface FeedbackInput {
  type: FeedbackType;
  content: string;
  captcha: string;
  loginDeviceId: string;
  image?: string | undefined;
}

/** The image's bytes and kind, or null when none was sent. */
export function readFeedbackImage(text: string | undefined, maxBytes: number): { mime: string; bytes: Buffer } | null {
  if (text === undefined || text === '') return null;
  const base64 = text.replace(/^data:[^,]*;base64,/i, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new ApiError(400, 'feedback.image.invalid', 'The image must be a png or jpg');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > maxBytes) throw new ApiError(400, 'feedback.image.tooLarge', `The image is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB`);
  const mime = imageKind(bytes);
  if (!mime) throw new ApiError(400, 'feedback.image.invalid', 'The image must be a png or jpg');
  return { mime, bytes };
}

export async function submitFeedback(deps: Pick<RouteDeps, 'stores' | 'clock' | 'policy'>, request: FastifyRequest, member: Member, input: FeedbackInput): Promise<FeedbackRecord> {
  const { stores, clock, policy } = deps;
  const merchant = request.merchant;
  const settings = feedbackSettings(merchant);
  if (!settings.types.includes(input.type)) throw new ApiError(400, 'feedback.type.invalid', 'This feedback type is not offered');
  const problem = contentProblem(input.content, settings);
  if (problem === 'empty') throw new ApiError(400, 'feedback.content.empty', 'Please write your feedback');
  if (problem === 'tooShort') throw new ApiError(400, 'feedback.content.tooShort', `Please write at least ${settings.minWords} words`);
  if (problem === 'tooLong') throw new ApiError(400, 'feedback.content.tooLong', `Please write at most ${settings.maxWords} words`);
  // The image is checked before the captcha is spent, so a refused image does not cost a new captcha.
  const image = readFeedbackImage(input.image, settings.maxImageBytes);
  const now = clock.now();
  if (!input.captcha.trim()) throw new ApiError(400, 'captcha.required', 'Please enter the captcha', { captcha: true });
  const check = await stores.captcha.consume(merchant.code, captchaClientKey(request, input.loginDeviceId), input.captcha, now, policy.captchaTtlMs);
  if (check !== 'ok') throw new ApiError(400, 'captcha.invalid', 'Incorrect confirmation input', { captcha: true });
  const limit = await stores.rateLimits.hit(`feedback:member:${member.id}`, FLOOD_RULE, now);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
  return stores.feedback.create({ merchant: merchant.code, memberId: member.id, type: input.type, content: input.content.trim(), image, at: now });
}
