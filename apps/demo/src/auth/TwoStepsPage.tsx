import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button } from '@talent/ui';
import { AuthLayout, type AuthVariant } from './AuthLayout';
import { CODE_LENGTH, emptyCode, isComplete, typeInto } from './twoSteps';
import * as styles from './auth.css';

/** The masked number the demo "sent" the code to. */
export const SAMPLE_PHONE = '******1234';

/**
 * Two steps (basic and cover): 6 single-digit boxes. Typing moves on, Backspace on an empty box goes back,
 * arrow keys move (in the reading direction), Home/End jump, and pasting a code fills the boxes. A front-end
 * flow: any 6 digits verify and open the gallery.
 */
export function TwoStepsPage({ variant }: { variant: AuthVariant }) {
  const navigate = useNavigate();
  const [code, setCode] = useState<string[]>(emptyCode);
  const [submitted, setSubmitted] = useState(false);
  const [resent, setResent] = useState(false);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus();
  const complete = isComplete(code);

  const enter = (at: number, text: string) => {
    const next = typeInto(code, at, text);
    setCode(next.code);
    if (text.replace(/\D/g, '')) focus(next.focus);
  };

  const onKeyDown = (at: number, event: KeyboardEvent<HTMLInputElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === 'Backspace' && !code[at]) {
      event.preventDefault();
      const next = [...code];
      if (at > 0) next[at - 1] = '';
      setCode(next);
      focus(at - 1);
    } else if (event.key === forward) {
      event.preventDefault();
      focus(at + 1);
    } else if (event.key === backward) {
      event.preventDefault();
      focus(at - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focus(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focus(CODE_LENGTH - 1);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (complete) void navigate('/gallery');
    else focus(code.findIndex((digit) => !digit));
  };

  return (
    <AuthLayout
      variant={variant}
      art="two-steps"
      title="Two Step Verification"
      lead={`We sent a verification code to your mobile. Enter the code from the mobile in the field below: ${SAMPLE_PHONE}.`}
    >
      <form className={styles.form} onSubmit={submit} aria-label="Verify the code" noValidate>
        <fieldset className={styles.digits}>
          <legend className={styles.legend}>Type your 6 digit security code</legend>
          {code.map((digit, index) => (
            <input
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              className={styles.digit}
              aria-label={`Digit ${index + 1} of ${CODE_LENGTH}`}
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              pattern="[0-9]"
              value={digit}
              aria-invalid={submitted && !digit ? true : undefined}
              onChange={(event) => {
                const text = event.target.value;
                if (text === '') {
                  const next = [...code];
                  next[index] = '';
                  setCode(next);
                } else {
                  // The box may hold the old digit and the new one: keep what was typed last.
                  enter(index, text.replace(digit, '') || text);
                }
              }}
              onPaste={(event) => {
                event.preventDefault();
                enter(index, event.clipboardData.getData('text'));
              }}
              onKeyDown={(event) => onKeyDown(index, event)}
              onFocus={(event) => event.currentTarget.select()}
            />
          ))}
        </fieldset>
        {submitted && !complete ? <Alert tone="critical">Type all 6 digits of the code.</Alert> : null}
        <Button type="submit" className={styles.fullWidth}>
          Verify my account
        </Button>
      </form>
      <p className={styles.footer}>
        Didn&apos;t get the code?{' '}
        <Button variant="ghost" size="sm" onPress={() => setResent(true)}>
          Resend
        </Button>
      </p>
      <p role="status" className={styles.footer}>
        {resent ? `A new code was sent to ${SAMPLE_PHONE}.` : ''}
      </p>
    </AuthLayout>
  );
}

export const TwoStepsBasic = () => <TwoStepsPage variant="basic" />;
export const TwoStepsCover = () => <TwoStepsPage variant="cover" />;
