/**
 * A "not received" proof: a png or jpg of at most 5 MB, told by its bytes (the file signature),
 * never by the name or the type the browser claims, so a renamed PDF is refused.
 */
import { ApiError } from '../../errors.ts';

export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export function imageKind(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(PNG)) return 'image/png';
  if (starts(JPEG)) return 'image/jpeg';
  return null;
}

/** A data URL or bare base64 from the portal, checked: the decoded bytes and their kind. */
export function readProof(text: string | undefined): { mime: string; bytes: Buffer } {
  if (!text) throw new ApiError(400, 'proof.required', 'A png or jpg proof is required');
  const base64 = text.replace(/^data:[^,]*;base64,/i, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new ApiError(400, 'proof.invalid', 'The proof must be a png or jpg image');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_PROOF_BYTES) throw new ApiError(400, 'proof.tooLarge', 'The proof is larger than 5 MB');
  const mime = imageKind(bytes);
  if (!mime) throw new ApiError(400, 'proof.invalid', 'The proof must be a png or jpg image');
  return { mime, bytes };
}
