import { useState, type InputHTMLAttributes, type Ref } from 'react'
import { Icon } from '../../ui/Icon'
import * as fieldStyles from '../../ui/Field.css'
import * as styles from './form.css'
import { useHydrated } from '../use-hydrated'

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  ref?: Ref<HTMLInputElement>
}

/**
 * A password input with a show/hide toggle. The toggle keeps one accessible name ("Show
 * password") and reports its state with aria-pressed, as a toggle button should; it appears once
 * JavaScript runs, since it cannot work before.
 */
export function PasswordInput({ className, ref, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false)
  const hydrated = useHydrated()
  return (
    <div className={styles.inputWithAction}>
      <input
        ref={ref}
        type={visible ? 'text' : 'password'}
        className={[fieldStyles.control, className].filter(Boolean).join(' ')}
        // a shown password must not be auto-corrected or capitalised by phones
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...props}
      />
      {hydrated && (
        <button
          type="button"
          className={styles.inputAction}
          aria-pressed={visible}
          aria-label="Show password"
          title={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eye-off' : 'eye'} size={20} />
        </button>
      )}
    </div>
  )
}
