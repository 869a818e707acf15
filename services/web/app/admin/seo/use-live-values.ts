import { useEffect, useRef, useState, type RefObject } from 'react'

/**
 * The current values of some inputs of the form an element sits in, by name, kept up to date as
 * the editor types: the editors' inputs are uncontrolled (fields/FieldInput.tsx), so a preview
 * listens to the form's input and change events instead of holding the values itself. Before
 * hydration, and for a name the form lacks, the value given in `initial` stands.
 */
export function useLiveValues<K extends string>(
  names: Record<K, string>,
  initial: Record<K, string>,
): [RefObject<HTMLDivElement | null>, Record<K, string>] {
  const ref = useRef<HTMLDivElement>(null)
  const [values, setValues] = useState(initial)
  const key = JSON.stringify(names)
  useEffect(() => {
    const form = ref.current?.closest('form')
    if (!form) return
    const byName = JSON.parse(key) as Record<K, string>
    const read = () => {
      const next = { ...initial }
      for (const [k, name] of Object.entries(byName) as Array<[K, string]>) {
        const input = form.elements.namedItem(name)
        if (input && 'value' in input && typeof input.value === 'string') next[k] = input.value
      }
      setValues((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next))
    }
    read()
    form.addEventListener('input', read)
    form.addEventListener('change', read)
    return () => {
      form.removeEventListener('input', read)
      form.removeEventListener('change', read)
    }
    // `initial` is the loaded record's: a new one comes with a new key from the editor
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return [ref, values]
}
