/** A length of time in the largest whole unit: "48 hours", "1 hour", "30 minutes". */
export function duration(hours: number): string {
  const [count, unit] = hours >= 1 ? [Math.round(hours), 'hour'] : [Math.round(hours * 60), 'minute'];
  if (count < 1) return 'less than a minute';
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
