import { LocalLink as Link } from '../i18n/LocalLink'
import type { Locale } from '../i18n/locale'
import { EmailLink, NameAndAddress, PhoneLink } from './company-lines'
import type { LegalCompany } from './legal-company'
import type { LegalSection } from './LegalPage'

export const privacyUpdated = '2024'

/**
 * The privacy policy in the page's language, naming the company from its settings. Both
 * languages say the same thing, section for section: change them together.
 */
export function privacySections(c: LegalCompany, locale: Locale = 'en'): LegalSection[] {
  return locale === 'ar' ? arabicPrivacy(c) : englishPrivacy(c)
}

function englishPrivacy(c: LegalCompany): LegalSection[] {
  return [
    {
      heading: 'Who we are',
      body: (
        <p>
          This website is operated by <NameAndAddress company={c} locale="en" />
          {c.phone ? (
            <>
              {' '}
              (telephone <PhoneLink phone={c.phone} />)
            </>
          ) : null}
          . We are responsible for the personal data described in this policy.
        </p>
      ),
    },
    {
      heading: 'Cookies and analytics',
      body: (
        <>
          <p>
            We use analytics only after you consent in the cookie and privacy notice. Your choice is
            stored in your browser&apos;s local storage (not sent to us) together with the time you
            made it. If your browser sends a Do Not Track signal, we do not ask and do not track.
          </p>
          <p>
            You can change your choice at any time with the Manage Cookies button in the footer of
            every page; the notice will then ask again.
          </p>
        </>
      ),
    },
    {
      heading: 'Contact messages',
      body: (
        <p>
          When you <Link to="/contact">contact us</Link>, we use the details you give us (such as
          your name, e-mail address, company and message) only to answer your enquiry and follow up
          on it. We do not sell your data or share it with third parties for their marketing.
        </p>
      ),
    },
    {
      heading: 'How long we keep data',
      body: (
        <p>
          We keep contact messages for as long as needed to handle your enquiry and any resulting
          business relationship, and delete them when they are no longer needed.
        </p>
      ),
    },
    {
      heading: 'Your rights',
      body: (
        <ul>
          <li>Ask which personal data we hold about you and receive a copy.</li>
          <li>Ask us to correct or delete your data.</li>
          <li>Withdraw your consent to analytics at any time.</li>
        </ul>
      ),
    },
    {
      heading: 'Contact',
      body: (
        <p>
          For any question about this policy or your data, write to{' '}
          <NameAndAddress company={c} locale="en" />
          {c.email ? (
            <>
              , e-mail <EmailLink email={c.email} />
            </>
          ) : null}
          {c.phone ? (
            <>
              , or call <PhoneLink phone={c.phone} />
            </>
          ) : null}
          .
        </p>
      ),
    },
  ]
}

function arabicPrivacy(c: LegalCompany): LegalSection[] {
  return [
    {
      heading: 'من نحن',
      body: (
        <p>
          يدير هذا الموقع <NameAndAddress company={c} locale="ar" />
          {c.phone ? (
            <>
              {' '}
              (الهاتف <PhoneLink phone={c.phone} />)
            </>
          ) : null}
          . ونحن المسؤولون عن البيانات الشخصية الموضّحة في هذه السياسة.
        </p>
      ),
    },
    {
      heading: 'ملفات تعريف الارتباط والتحليلات',
      body: (
        <>
          <p>
            لا نستخدم أدوات التحليل إلا بعد موافقتك في إشعار ملفات تعريف الارتباط والخصوصية. يُحفظ
            اختيارك في التخزين المحلي لمتصفحك (ولا يُرسل إلينا) مع وقت اتخاذه. وإذا كان متصفحك يرسل
            إشارة «عدم التتبّع» فإننا لا نسألك ولا نتتبّعك.
          </p>
          <p>
            يمكنك تغيير اختيارك في أي وقت عبر زر «إدارة ملفات تعريف الارتباط» في تذييل كل صفحة،
            وعندها سيسألك الإشعار من جديد.
          </p>
        </>
      ),
    },
    {
      heading: 'رسائل التواصل',
      body: (
        <p>
          عندما <Link to="/contact">تتواصل معنا</Link> نستخدم البيانات التي تقدّمها (مثل اسمك وبريدك
          الإلكتروني وشركتك ورسالتك) للرد على استفسارك ومتابعته فقط. لا نبيع بياناتك، ولا نشاركها مع
          أطراف ثالثة لأغراض التسويق الخاصة بها.
        </p>
      ),
    },
    {
      heading: 'مدة الاحتفاظ بالبيانات',
      body: (
        <p>
          نحتفظ برسائل التواصل طوال المدة اللازمة لمعالجة استفسارك وأي علاقة عمل تنشأ عنه، ونحذفها
          حين تنتفي الحاجة إليها.
        </p>
      ),
    },
    {
      heading: 'حقوقك',
      body: (
        <ul>
          <li>أن تسأل عن البيانات الشخصية التي نحتفظ بها عنك، وأن تحصل على نسخة منها.</li>
          <li>أن تطلب منا تصحيح بياناتك أو حذفها.</li>
          <li>أن تسحب موافقتك على التحليلات في أي وقت.</li>
        </ul>
      ),
    },
    {
      heading: 'التواصل',
      body: (
        <p>
          لأي سؤال حول هذه السياسة أو بياناتك، راسل <NameAndAddress company={c} locale="ar" />
          {c.email ? (
            <>
              ، البريد الإلكتروني <EmailLink email={c.email} />
            </>
          ) : null}
          {c.phone ? (
            <>
              ، أو اتصل على الرقم <PhoneLink phone={c.phone} />
            </>
          ) : null}
          .
        </p>
      ),
    },
  ]
}
