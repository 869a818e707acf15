import { describe, expect, it } from 'vitest'
import { frenchTypography } from './french-typography'

/** U+202F made visible, so a failing expectation says where the space is. */
const shown = (text: string) => text.replace(/\u202F/g, '⍽').replace(/\u00A0/g, '°')

describe('frenchTypography', () => {
  it('when a typed space precedes : ; ! or ?, then it becomes a narrow no-break space', () => {
    expect(shown(frenchTypography('Objet : devis ; merci ! Une question ?'))).toBe(
      'Objet⍽: devis⍽; merci⍽! Une question⍽?',
    )
  })
  it('when a no-break or several spaces precede the mark, then exactly one narrow one remains', () => {
    expect(shown(frenchTypography('Dubaï\u00A0: bureau  ?'))).toBe('Dubaï⍽: bureau⍽?')
  })
  it('when the mark follows a word with no space, then the narrow no-break space is added', () => {
    expect(shown(frenchTypography('Merci! Prêt? Contact: nous; **Remarque**: oui'))).toBe(
      'Merci⍽! Prêt⍽? Contact⍽: nous⍽; **Remarque**⍽: oui',
    )
  })
  it('when a colon sits between digits or marks follow each other, then nothing is inserted', () => {
    expect(shown(frenchTypography('de 8:00 à 18:00, ratio 1:2, vraiment ?!'))).toBe(
      'de 8:00 à 18:00, ratio 1:2, vraiment⍽?!',
    )
  })
  it('when text is in guillemets, then a narrow no-break space sits inside each', () => {
    expect(shown(frenchTypography('le lien « Gérer les cookies » et «devis»'))).toBe(
      'le lien «⍽Gérer les cookies⍽» et «⍽devis⍽»',
    )
  })
  it('when a number is written in groups of three, then the groups are joined by narrow no-break spaces', () => {
    expect(shown(frenchTypography('12 500 kWh, 1 250 000 heures et 900 sites'))).toBe(
      '12⍽500 kWh, 1⍽250⍽000 heures et 900 sites',
    )
  })
  it('when numbers only sit side by side (a year, a count), then they are not joined', () => {
    expect(shown(frenchTypography('en 2019 300 sites, 3,5 MW'))).toBe('en 2019 300 sites, 3,5 MW')
  })
  it('when the text is already set, then applying the rules again changes nothing', () => {
    const once = frenchTypography(
      'Objet : « devis » ! 12 500 kWh ; voir https://x.example/a?b=1 et [lien](/fr/contact) ?',
    )
    expect(frenchTypography(once)).toBe(once)
    expect(frenchTypography(frenchTypography('Merci!'))).toBe(frenchTypography('Merci!'))
  })
  it('when the text holds URLs, e-mail addresses or Markdown link targets, then they are untouched', () => {
    const text =
      'Voir https://falcongridworks.example/fr/contact?objet=devis;x=1 ou www.example.com/a:b, ' +
      'écrire à sales@falcongridworks.example ou [ici](https://x.example/?q=a:b "Titre : x") ' +
      'et ![plan](media/plan.jpg) <https://y.example/?a!b>'
    const result = frenchTypography(text)
    for (const kept of [
      'https://falcongridworks.example/fr/contact?objet=devis;x=1',
      'www.example.com/a:b',
      'sales@falcongridworks.example',
      '](https://x.example/?q=a:b "Titre : x")',
      '![plan](media/plan.jpg)',
      '<https://y.example/?a!b>',
    ]) {
      expect(result).toContain(kept)
    }
  })
  it('when the text holds an international telephone number, then its groups are left apart', () => {
    expect(shown(frenchTypography('Appelez le +971 4 000 0100 ou le +33 1 234 567 890 !'))).toBe(
      'Appelez le +971 4 000 0100 ou le +33 1 234 567 890⍽!',
    )
  })
  it('when the text holds code spans, code blocks, HTML entities or tags, then they are untouched', () => {
    const text =
      'Le champ `a : b ?` puis\n```\nx ; y !\n```\net &amp; <abbr title="a : b">SCADA</abbr>'
    expect(frenchTypography(text)).toBe(text)
  })
  it('when the text is English-looking or has no marks, then it is returned as it is', () => {
    expect(frenchTypography('Falcon Gridworks, 100 kWh')).toBe('Falcon Gridworks, 100 kWh')
    expect(frenchTypography('')).toBe('')
  })
})
