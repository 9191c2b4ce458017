// Spec section 2 (member centre): days since joining, shown in English, Vietnamese or Chinese.
// Other interface languages get the English wording.
const DAY_MS = 86_400_000;

export function daysSince(regDate: string | number | Date, now: number): number {
  const start = new Date(regDate).getTime();
  if (Number.isNaN(start)) return 0;
  return Math.max(0, Math.floor((now - start) / DAY_MS));
}

export function daysSinceJoiningText(regDate: string | number | Date, language: string, now: number): string {
  const days = daysSince(regDate, now);
  switch (language.toUpperCase()) {
    case 'VI':
      return `Đã tham gia ${days} ngày`;
    case 'CN':
      return `已加入 ${days} 天`;
    default:
      return days === 1 ? 'Joined 1 day ago' : `Joined ${days} days ago`;
  }
}
