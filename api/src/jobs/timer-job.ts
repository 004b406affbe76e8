/** A job a server runs at start and then on a timer. */
export interface TimerJob {
  /** The pass run at start: the server prints its sign-in banner after it, so the banner is the last line. */
  firstPass: Promise<void>;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}
