import { describe, expect, it } from 'vitest'
import { contactFromSettings } from './company-contact'

describe('contactFromSettings', () => {
  it('when settings are complete, then the footer fields are picked by key', () => {
    const contact = contactFromSettings([
      { key: 'address', value: 'Business Bay, Dubai' },
      { key: 'main_phone', value: '+971 4 000 0100' },
      { key: 'main_email', value: 'info@falcongridworks.example' },
      { key: 'linkedin_url', value: 'https://www.linkedin.com/company/x' },
      { key: 'map_lat', value: 25.18 },
    ])
    expect(contactFromSettings([{ key: 'company_name', value: 'Falcon' }]).companyName).toBe(
      'Falcon',
    )
    expect(contact).toEqual({
      companyName: '',
      address: 'Business Bay, Dubai',
      mainPhone: '+971 4 000 0100',
      mainEmail: 'info@falcongridworks.example',
      linkedinUrl: 'https://www.linkedin.com/company/x',
    })
  })

  it('when a key is missing or not text, then that field is empty rather than made up', () => {
    expect(contactFromSettings([{ key: 'main_phone', value: 42 }])).toEqual({
      companyName: '',
      address: '',
      mainPhone: '',
      mainEmail: '',
      linkedinUrl: '',
    })
  })
})
