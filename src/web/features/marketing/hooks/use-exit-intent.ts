import { useCallback, useEffect, useState } from 'react';

/** The spec's exit-intent timings (section 9): 3 s to arm, 0.5 s to show, the top 10 px. */
export const EXIT_INTENT_ARM_DELAY_MS = 3_000;
export const EXIT_INTENT_SHOW_DELAY_MS = 500;
export const EXIT_INTENT_TOP_PX = 10;
/** Once per browser session: remembered in sessionStorage under this key. */
export const EXIT_INTENT_SESSION_KEY = 'reelcast:exit-intent-shown';

/**
 * idle: the 3 s before arming (and the server render); armed: watching the pointer; open:
 * showing; done: closed, or already shown earlier in this session.
 */
export type ExitIntentPhase = 'idle' | 'armed' | 'open' | 'done';

// Storage can be unavailable (privacy modes, sandboxed frames): then remember for this page.
let shownWithoutStorage = false;

function wasShownThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(EXIT_INTENT_SESSION_KEY) !== null;
  } catch {
    return shownWithoutStorage;
  }
}

function rememberShown(): void {
  shownWithoutStorage = true;
  try {
    window.sessionStorage.setItem(EXIT_INTENT_SESSION_KEY, '1');
  } catch {
    // Remembered in memory only.
  }
}

/** The pointer left the page through its top edge (towards the tabs and the address bar). */
function isLeavingThroughTop(event: MouseEvent): boolean {
  return event.relatedTarget === null && event.clientY <= EXIT_INTENT_TOP_PX;
}

/**
 * The exit-intent popup's trigger (spec section 4): armed 3 s after load; when the pointer
 * leaves through the top it opens 0.5 s later; once per browser session.
 */
export function useExitIntent() {
  const [phase, setPhase] = useState<ExitIntentPhase>('idle');

  useEffect(() => {
    let showTimer: number | undefined;
    const onMouseOut = (event: MouseEvent) => {
      if (!isLeavingThroughTop(event)) return;
      document.removeEventListener('mouseout', onMouseOut);
      showTimer = window.setTimeout(() => {
        rememberShown();
        setPhase('open');
      }, EXIT_INTENT_SHOW_DELAY_MS);
    };
    const armTimer = window.setTimeout(() => {
      if (wasShownThisSession()) return setPhase('done');
      setPhase('armed');
      document.addEventListener('mouseout', onMouseOut);
    }, EXIT_INTENT_ARM_DELAY_MS);

    return () => {
      window.clearTimeout(armTimer);
      window.clearTimeout(showTimer);
      document.removeEventListener('mouseout', onMouseOut);
    };
  }, []);

  const close = useCallback(() => setPhase('done'), []);
  return { phase, isOpen: phase === 'open', close };
}
