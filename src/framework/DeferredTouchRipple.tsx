import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { useCallback, useImperativeHandle, useRef, type ComponentType, type Ref } from 'react';
import { deferredPart } from '@/ui/shell/deferredPart';

type RippleProps = TouchRippleProps & { ref?: Ref<TouchRippleActions> };

// MUI types the module's default export as the render function it wraps in forwardRef
const Ripple = deferredPart(
  () =>
    import('@mui/material/ButtonBase/TouchRipple').then(
      (module) => module.default as unknown as ComponentType<RippleProps>,
    ),
  { ssr: false },
);

type Call = (ripple: TouchRippleActions) => void;

/**
 * What ButtonBase renders as its TouchRipple in the browser bundle (next.config.ts,
 * src/framework/deferredRipple.ts). ButtonBase mounts its ripple only once the button is pressed
 * or focused from the keyboard, so the ripple's code comes then, not with every page. The press
 * that mounted it is not lost: ButtonBase's calls made before the code is in (start, stop,
 * pulsate) are made again in order once it is, so the first press still ripples, a moment later.
 */
export default function DeferredTouchRipple({ ref, ...props }: RippleProps) {
  const ripple = useRef<TouchRippleActions | null>(null);
  const waiting = useRef<Call[]>([]);
  useImperativeHandle(ref, (): TouchRippleActions => {
    const call = (made: Call) => (ripple.current ? made(ripple.current) : waiting.current.push(made));
    return {
      start: (...args) => call((actions) => actions.start(...args)),
      stop: (...args) => call((actions) => actions.stop(...args)),
      pulsate: (...args) => call((actions) => actions.pulsate(...args)),
    };
  }, []);
  const arrived = useCallback((actions: TouchRippleActions | null) => {
    ripple.current = actions;
    if (actions) for (const made of waiting.current.splice(0)) made(actions);
  }, []);
  return <Ripple {...props} ref={arrived} fallback={null} />;
}
