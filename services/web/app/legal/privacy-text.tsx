import type { ReactNode } from 'react'
import { LocalLink as Link } from '../i18n/LocalLink'
import { Ltr } from '../i18n/Ltr'
import type { Locale } from '../i18n/locale'
import { EmailLink, NameAndAddress, PhoneLink } from './company-lines'
import type { LegalCompany } from './legal-company'
import type { LegalSection } from './LegalPage'

export const privacyUpdated = '2026'

/**
 * The privacy policy in the page's language, naming the company from its settings. Both
 * languages say the same thing, section for section: change them together.
 */
export function privacySections(
  c: LegalCompany,
  locale: Locale = 'en',
  analytics: PrivacyAnalytics = defaultPrivacyAnalytics,
): LegalSection[] {
  return locale === 'ar' ? arabicPrivacy(c, analytics) : englishPrivacy(c, analytics)
}

/** What the policy says of counting visits: how long the aggregates are kept, which provider. */
export interface PrivacyAnalytics {
  /** ANALYTICS_RETENTION_DAYS */
  retentionDays: number
  /** ANALYTICS_PROVIDER, when one is configured */
  provider: 'plausible' | 'umami' | 'ga4' | null
}

export const defaultPrivacyAnalytics: PrivacyAnalytics = { retentionDays: 400, provider: null }

const providerNames = { plausible: 'Plausible', umami: 'Umami', ga4: 'Google Analytics' }

/** "400 يوم", "30 يومًا", "7 أيام": the counted noun as Arabic grammar has it after a number. */
export function arabicDays(n: number): ReactNode {
  if (n === 1) return 'يومًا واحدًا'
  if (n === 2) return 'يومين'
  const rest = n % 100
  const noun = rest >= 3 && rest <= 10 ? 'أيام' : rest >= 11 ? 'يومًا' : 'يوم'
  return (
    <>
      <Ltr>{n}</Ltr> {noun}
    </>
  )
}

function englishPrivacy(c: LegalCompany, analytics: PrivacyAnalytics): LegalSection[] {
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
            We count visits to this website only after you accept analytics in the cookie and
            privacy notice. Your choice is stored in your browser&apos;s local storage (not sent to
            us) together with the time you made it. If your browser sends a Do Not Track or Global
            Privacy Control signal, we count nothing, even if you accepted, and do not ask.
          </p>
          <p>
            What we measure: for each page you view, one short message with the page&apos;s address,
            the name of the website you came from (such as www.google.com, never the full address
            you came from), the page&apos;s language, the kind of screen (phone, tablet or desktop)
            and, if the link you followed had them, its campaign tags (utm_source, utm_medium and
            utm_campaign).
          </p>
          <p>
            We set no cookie for this and store neither your IP address nor your browser&apos;s user
            agent. To tell visitors apart within one day, we keep a one-way hash of them made with a
            secret that changes every day and is then deleted, so we cannot recognise you the next
            day or link your visits across days. We keep only totals per hour and per day, for{' '}
            {analytics.retentionDays} days; older totals are deleted.
          </p>
          {analytics.provider ? (
            <p>
              We also count visits with {providerNames[analytics.provider]}, under the same
              conditions: its script is loaded only after you accept, and never with Do Not Track or
              Global Privacy Control.
            </p>
          ) : null}
          <p>
            You can withdraw your consent at any time with the Manage Cookies button in the footer
            of every page: your choice is forgotten, nothing is counted from then on, and the notice
            asks again, where you can choose Decline.
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

function arabicPrivacy(c: LegalCompany, analytics: PrivacyAnalytics): LegalSection[] {
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
            لا نحصي زيارات هذا الموقع إلا بعد موافقتك على التحليلات في إشعار ملفات تعريف الارتباط
            والخصوصية. يُحفظ اختيارك في التخزين المحلي لمتصفحك (ولا يُرسل إلينا) مع وقت اتخاذه. وإذا
            كان متصفحك يرسل إشارة «عدم التتبّع» أو «التحكم العالمي في الخصوصية» فإننا لا نسألك ولا
            نحصي شيئًا، حتى لو كنت قد وافقت.
          </p>
          <p>
            ما نقيسه: عن كل صفحة تتصفحها تصلنا رسالة قصيرة واحدة فيها عنوان الصفحة، واسم الموقع الذي
            جئت منه فقط (مثل <Ltr>www.google.com</Ltr>) دون عنوانه الكامل، ولغة الصفحة، ونوع الشاشة
            (هاتف أو جهاز لوحي أو حاسوب)، ووسوم الحملة إن كانت في الرابط الذي اتبعته (
            <Ltr>utm_source</Ltr> و<Ltr>utm_medium</Ltr> و<Ltr>utm_campaign</Ltr>).
          </p>
          <p>
            لا نضع لهذا الغرض أي ملف تعريف ارتباط، ولا نخزّن عنوان <Ltr>IP</Ltr> الخاص بك ولا بيانات
            متصفحك. ولكي نميّز الزوّار خلال اليوم الواحد نحتفظ ببصمة أحادية الاتجاه منهما، تُحسب بمفتاح
            سري يتغيّر كل يوم ثم يُحذف، فلا يمكننا التعرّف عليك في اليوم التالي ولا الربط بين زياراتك
            في أيام مختلفة. ولا نحتفظ إلا بالمجاميع لكل ساعة ولكل يوم، مدة{' '}
            {arabicDays(analytics.retentionDays)}، ثم تُحذف.
          </p>
          {analytics.provider ? (
            <p>
              ونحصي الزيارات أيضًا بخدمة <Ltr>{providerNames[analytics.provider]}</Ltr> بالشروط
              نفسها: لا يُحمَّل برنامجها إلا بعد موافقتك، ولا يُحمَّل أبدًا مع «عدم التتبّع» أو «التحكم
              العالمي في الخصوصية».
            </p>
          ) : null}
          <p>
            يمكنك سحب موافقتك في أي وقت عبر زر «إدارة ملفات تعريف الارتباط» في تذييل كل صفحة: يُنسى
            اختيارك ويتوقف الإحصاء من تلك اللحظة، ثم يسألك الإشعار من جديد ويمكنك اختيار «رفض».
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
