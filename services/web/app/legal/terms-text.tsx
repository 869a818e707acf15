import { Text } from '../i18n/bidi'
import { LocalLink as Link } from '../i18n/LocalLink'
import type { Locale } from '../i18n/locale'
import { NameAndAddress, PhoneLink } from './company-lines'
import type { LegalCompany } from './legal-company'
import type { LegalSection } from './LegalPage'

export const termsUpdated = '2024'

/**
 * The terms of service in the page's language, naming the company from its settings. Both
 * languages say the same thing, section for section: change them together.
 */
export function termsSections(c: LegalCompany, locale: Locale = 'en'): LegalSection[] {
  return locale === 'ar' ? arabicTerms(c) : englishTerms(c)
}

function englishTerms(c: LegalCompany): LegalSection[] {
  const name = <Text>{c.name}</Text>
  return [
    {
      heading: 'About these terms',
      body: (
        <p>
          These terms apply to your use of this website, operated by{' '}
          <NameAndAddress company={c} locale="en" />. By using the website you accept them; if you
          do not agree, please do not use it.
        </p>
      ),
    },
    {
      heading: 'Information on this website',
      body: (
        <p>
          The descriptions of our solutions, products and sectors are general information. They are
          not an offer and do not replace a project-specific proposal: specifications, prices and
          delivery times are confirmed only in a written quotation or contract from {name}.
        </p>
      ),
    },
    {
      heading: 'Intellectual property',
      body: (
        <p>
          Texts, images, drawings and logos on this website belong to {name} or to our partners and
          are protected by copyright and trademark law. You may view and print pages for your own
          information; any other use needs our written permission.
        </p>
      ),
    },
    {
      heading: 'Links to other websites',
      body: (
        <p>
          Where we link to partners&apos; or other third-party websites, we do so for your
          convenience. We do not control those websites and are not responsible for their content or
          their handling of personal data.
        </p>
      ),
    },
    {
      heading: 'Liability',
      body: (
        <p>
          We take care to keep this website accurate and available, but we cannot guarantee that it
          is free of errors or interruptions. To the extent permitted by law, {name} is not liable
          for losses arising from the use of this website or from reliance on its general
          information.
        </p>
      ),
    },
    {
      heading: 'Privacy',
      body: (
        <p>
          How we handle personal data is described in our{' '}
          <Link to="/privacy-policy.html">Privacy Policy</Link>.
        </p>
      ),
    },
    {
      heading: 'Governing law',
      body: (
        <p>
          These terms are governed by the laws of the Emirate of Dubai and the federal laws of the
          United Arab Emirates. The courts of Dubai have jurisdiction over any dispute arising from
          them.
        </p>
      ),
    },
    {
      heading: 'Contact',
      body: (
        <p>
          Questions about these terms can be sent to <NameAndAddress company={c} locale="en" />
          {c.phone ? (
            <>
              , telephone <PhoneLink phone={c.phone} />
            </>
          ) : null}
          , or through our <Link to="/contact">contact page</Link>.
        </p>
      ),
    },
  ]
}

function arabicTerms(c: LegalCompany): LegalSection[] {
  const name = <Text>{c.name}</Text>
  return [
    {
      heading: 'حول هذه الشروط',
      body: (
        <p>
          تسري هذه الشروط على استخدامك هذا الموقع الذي تديره{' '}
          <NameAndAddress company={c} locale="ar" />. باستخدامك الموقع فإنك توافق على هذه الشروط،
          وإن لم توافق عليها فيُرجى عدم استخدامه.
        </p>
      ),
    },
    {
      heading: 'المعلومات الواردة في هذا الموقع',
      body: (
        <p>
          أوصاف حلولنا ومنتجاتنا والقطاعات التي نخدمها معلومات عامة، وليست عرضاً ولا تحلّ محل عرض خاص
          بمشروعك: لا تُعتمد المواصفات والأسعار ومواعيد التسليم إلا في عرض سعر أو عقد مكتوب من شركة{' '}
          {name}.
        </p>
      ),
    },
    {
      heading: 'الملكية الفكرية',
      body: (
        <p>
          النصوص والصور والرسومات والشعارات المنشورة في هذا الموقع مملوكة لشركة {name} أو لشركائنا،
          وهي محمية بموجب قوانين حقوق المؤلف والعلامات التجارية. يجوز لك عرض الصفحات وطباعتها
          لاطلاعك الشخصي، وأي استخدام آخر يتطلب إذناً كتابياً منا.
        </p>
      ),
    },
    {
      heading: 'الروابط إلى مواقع أخرى',
      body: (
        <p>
          حين نضع روابط إلى مواقع شركائنا أو مواقع أطراف ثالثة أخرى فإننا نفعل ذلك تسهيلاً عليك. لا
          نتحكم في تلك المواقع، ولسنا مسؤولين عن محتواها أو عن طريقة تعاملها مع البيانات الشخصية.
        </p>
      ),
    },
    {
      heading: 'المسؤولية',
      body: (
        <p>
          نحرص على أن يكون هذا الموقع دقيقاً ومتاحاً، لكننا لا نضمن خلوّه من الأخطاء أو الانقطاعات. وفي
          الحدود التي يسمح بها القانون، لا تتحمل شركة {name} المسؤولية عن أي خسائر تنشأ عن استخدام
          هذا الموقع أو عن الاعتماد على ما فيه من معلومات عامة.
        </p>
      ),
    },
    {
      heading: 'الخصوصية',
      body: (
        <p>
          نبيّن كيفية تعاملنا مع البيانات الشخصية في{' '}
          <Link to="/privacy-policy.html">سياسة الخصوصية</Link>.
        </p>
      ),
    },
    {
      heading: 'القانون الواجب التطبيق',
      body: (
        <p>
          تخضع هذه الشروط لقوانين إمارة دبي والقوانين الاتحادية لدولة الإمارات العربية المتحدة،
          وتختص محاكم دبي بالنظر في أي نزاع ينشأ عنها.
        </p>
      ),
    },
    {
      heading: 'التواصل',
      body: (
        <p>
          يمكنك إرسال أسئلتك المتعلقة بهذه الشروط إلى <NameAndAddress company={c} locale="ar" />
          {c.phone ? (
            <>
              ، الهاتف <PhoneLink phone={c.phone} />
            </>
          ) : null}
          ، أو عبر <Link to="/contact">صفحة التواصل</Link>.
        </p>
      ),
    },
  ]
}
