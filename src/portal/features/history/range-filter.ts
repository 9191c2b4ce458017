// What other features' record pages take from history: the one range filter (presets and two
// dates) and its ranges, so every record page filters the same way.
import './history.css';

export { RangePicker } from './RangePicker.tsx';
export { presetRange, type Range } from './range.ts';
