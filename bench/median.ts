/** The middle value (the upper middle of an even count); the input is not reordered. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
