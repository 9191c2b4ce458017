/** Age rules of spec 5: a confirmation checkbox (18 or configured) and a birthday check (21). */

/** The registration age box: required only when the merchant turns it on. */
export function ageConfirmationSatisfied(enabled: boolean, confirmed: boolean): boolean {
  return !enabled || confirmed;
}

/** Parses yyyy-MM-dd or MM-dd-yyyy (spec 5 date formats); null when neither. */
export function parseBirthday(text: string): { year: number; month: number; day: number } | null {
  const trimmed = text.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  let year: number, month: number, day: number;
  if (m) {
    year = Number(m[1]); month = Number(m[2]); day = Number(m[3]);
  } else {
    m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(trimmed);
    if (!m) return null;
    month = Number(m[1]); day = Number(m[2]); year = Number(m[3]);
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Full years between a birthday and `today` (a Date; its UTC calendar day is used). */
export function ageOn(birthday: { year: number; month: number; day: number }, today: Date): number {
  const y = today.getUTCFullYear(), mo = today.getUTCMonth() + 1, d = today.getUTCDate();
  let age = y - birthday.year;
  if (mo < birthday.month || (mo === birthday.month && d < birthday.day)) age -= 1;
  return age;
}

/** True when the birthday text is a valid date at least `minAge` years before `today`. */
export function isOldEnough(birthdayText: string, minAge: number, today: Date): boolean {
  const birthday = parseBirthday(birthdayText);
  return birthday !== null && ageOn(birthday, today) >= minAge;
}
