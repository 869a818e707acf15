import type { Locale } from './locale'

/**
 * The site's own words (not content) in every language, in one catalogue. English is the
 * reference: `Messages` is its key set, so a key missing from Arabic is a type error.
 * Content (titles, page sections) comes from content-api in the asked language instead.
 */
const en = {
  // navigation
  'nav.home': 'Home',
  'nav.about': 'About',
  'nav.aboutUs': 'About Us',
  'nav.solutions': 'Solutions',
  'nav.products': 'Products',
  'nav.sectors': 'Sectors',
  'nav.contact': 'Contact',
  'nav.main': 'Main',
  'nav.mainMobile': 'Main (mobile)',
  'nav.homePageSuffix': ', home page',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.skipToContent': 'Skip to main content',
  'nav.breadcrumb': 'Breadcrumb',
  // language switch
  'lang.switchLabel': 'Language',
  'lang.other': 'العربية',
  'lang.otherName': 'Arabic',
  // footer
  'footer.blurb':
    'Engineering energy systems, IT infrastructure and industrial automation for the Middle East and Africa, from our base in Dubai.',
  'footer.quickLinks': 'Quick Links',
  'footer.solutions': 'Solutions',
  'footer.contact': 'Contact',
  'footer.sendMessage': 'Send us a message',
  'footer.rights': 'Falcon Gridworks. All rights reserved.',
  'footer.privacy': 'Privacy Policy',
  'footer.terms': 'Terms of Service',
  'footer.manageCookies': 'Manage Cookies',
  'footer.linkedin': 'Falcon Gridworks on LinkedIn (opens in a new tab)',
  // buttons
  'button.backHome': 'Back to home',
  'button.contactUs': 'Contact us',
  'button.tryAgain': 'Try again',
  'button.learnMore': 'Learn more',
  'button.viewAllSolutions': 'View all solutions',
  'button.getInTouch': 'Get in touch',
  // status pages
  'notFound.code': 'Error 404',
  'notFound.title': 'Page not found',
  'notFound.message':
    'The page you are looking for does not exist or has moved. Let us take you back to familiar ground.',
  'unavailable.code': 'Error 503',
  'unavailable.title': 'Temporarily unavailable',
  'unavailable.message':
    'This page cannot be shown right now because part of our website is not answering. Nothing is wrong on your side: please try again in a minute.',
  'error.title': 'Something went wrong',
  'error.message':
    'We could not load this page. Please try again in a moment; if the problem persists, get in touch with us.',
  'error.code': 'Error {status}',
  // cookie banner
  'cookies.title': 'Cookie & privacy notice',
  'cookies.message':
    'We use cookies for analytics after your consent. You can change your choice anytime via the Manage Cookies link in the footer.',
  'cookies.accept': 'Accept',
  'cookies.decline': 'Decline',
  // contact form (the /contact page adopts these)
  'contact.fullName': 'Full name',
  'contact.email': 'Email address',
  'contact.company': 'Company',
  'contact.phone': 'Phone',
  'contact.subject': 'Subject',
  'contact.service': 'Service of interest',
  'contact.servicePlaceholder': 'Select a service',
  'contact.message': 'Message',
  'contact.submit': 'Send message',
  'contact.sending': 'Sending…',
  'contact.sent': 'Thank you. Your message has been sent; we will reply within one working day.',
  'contact.required': 'Required',
  'contact.optional': 'Optional',
  'contact.service.smart-cities': 'Smart cities',
  'contact.service.industrial-automation': 'Industrial automation',
  'contact.service.energy-management': 'Energy management',
  'contact.service.consulting': 'Consulting',
  'contact.service.support': 'Support',
  'contact.service.partnership': 'Partnership',
  'contact.error.summary': 'Please correct the fields marked below.',
  'contact.error.fullNameRequired': 'Full name is required',
  'contact.error.emailRequired': 'Email address is required',
  'contact.error.emailInvalid': 'Enter a valid email address',
  'contact.error.phoneInvalid': 'Use digits, spaces and + ( ) - only',
  'contact.error.subjectRequired': 'Subject is required',
  'contact.error.messageRequired': 'Message is required',
  'contact.error.tooLong': 'This is at most {max} characters',
  'contact.error.tooMany': 'Too many messages were sent from here. Please try again later.',
  'contact.error.failed': 'Your message could not be sent. Please try again in a minute.',
  // solution pages
  'solution.getStarted': 'Get Started',
  'solution.overview': 'Overview',
  'solution.keyFeatures': 'Key Features',
  'solution.benefits': 'Benefits',
  'solution.featuresAndBenefits': 'Features and benefits',
  'solution.exploreFurther': 'Explore further',
  'solution.childrenTitle': '{title} Solutions',
  'solution.ctaTitle': 'Ready to talk about {title}?',
  'solution.ctaDescription':
    'Tell us about your project: our engineers reply within 24 hours with next steps.',
  'card.learnMore': 'Learn More',
  'card.learnMoreAbout': ' about {title}',
  // pages whose text is fixed in code
  'page.terms': 'Terms of Service',
  'page.privacy': 'Privacy Policy',
  'page.translationPending': 'This section is not yet available in Arabic and is shown in English.',
} as const

export type MessageKey = keyof typeof en
export type Messages = Record<MessageKey, string>

const ar: Messages = {
  'nav.home': 'الرئيسية',
  'nav.about': 'من نحن',
  'nav.aboutUs': 'من نحن',
  'nav.solutions': 'الحلول',
  'nav.products': 'المنتجات',
  'nav.sectors': 'القطاعات',
  'nav.contact': 'اتصل بنا',
  'nav.main': 'القائمة الرئيسية',
  'nav.mainMobile': 'القائمة الرئيسية (للجوال)',
  'nav.homePageSuffix': '، الصفحة الرئيسية',
  'nav.openMenu': 'فتح القائمة',
  'nav.closeMenu': 'إغلاق القائمة',
  'nav.skipToContent': 'انتقل إلى المحتوى الرئيسي',
  'nav.breadcrumb': 'مسار التنقل',
  'lang.switchLabel': 'اللغة',
  'lang.other': 'English',
  'lang.otherName': 'الإنجليزية',
  'footer.blurb':
    'نصمّم وننفّذ أنظمة الطاقة والبنية التحتية لتقنية المعلومات والأتمتة الصناعية للشرق الأوسط وأفريقيا، انطلاقاً من مقرّنا في دبي.',
  'footer.quickLinks': 'روابط سريعة',
  'footer.solutions': 'الحلول',
  'footer.contact': 'تواصل معنا',
  'footer.sendMessage': 'أرسل لنا رسالة',
  'footer.rights': 'فالكون غريدووركس. جميع الحقوق محفوظة.',
  'footer.privacy': 'سياسة الخصوصية',
  'footer.terms': 'شروط الخدمة',
  'footer.manageCookies': 'إدارة ملفات تعريف الارتباط',
  'footer.linkedin': 'فالكون غريدووركس على لينكدإن (يفتح في علامة تبويب جديدة)',
  'button.backHome': 'العودة إلى الرئيسية',
  'button.contactUs': 'اتصل بنا',
  'button.tryAgain': 'حاول مرة أخرى',
  'button.learnMore': 'اعرف المزيد',
  'button.viewAllSolutions': 'عرض جميع الحلول',
  'button.getInTouch': 'تواصل معنا',
  'notFound.code': 'خطأ 404',
  'notFound.title': 'الصفحة غير موجودة',
  'notFound.message':
    'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر. دعنا نعيدك إلى حيث تعرف.',
  'unavailable.code': 'خطأ 503',
  'unavailable.title': 'الخدمة غير متاحة مؤقتاً',
  'unavailable.message':
    'لا يمكن عرض هذه الصفحة الآن لأن جزءاً من موقعنا لا يستجيب. لا مشكلة من جهتك: يُرجى المحاولة مرة أخرى بعد دقيقة.',
  'error.title': 'حدث خطأ ما',
  'error.message':
    'تعذّر تحميل هذه الصفحة. يُرجى المحاولة بعد قليل، وإذا استمرت المشكلة فتواصل معنا.',
  'error.code': 'خطأ {status}',
  'cookies.title': 'إشعار ملفات تعريف الارتباط والخصوصية',
  'cookies.message':
    'نستخدم ملفات تعريف الارتباط لأغراض التحليل بعد موافقتك. يمكنك تغيير اختيارك في أي وقت عبر رابط «إدارة ملفات تعريف الارتباط» في تذييل الصفحة.',
  'cookies.accept': 'موافق',
  'cookies.decline': 'رفض',
  'contact.fullName': 'الاسم الكامل',
  'contact.email': 'البريد الإلكتروني',
  'contact.company': 'الشركة',
  'contact.phone': 'الهاتف',
  'contact.subject': 'الموضوع',
  'contact.service': 'الخدمة المطلوبة',
  'contact.servicePlaceholder': 'اختر خدمة',
  'contact.message': 'الرسالة',
  'contact.submit': 'إرسال الرسالة',
  'contact.sending': 'جارٍ الإرسال…',
  'contact.sent': 'شكراً لك. تم إرسال رسالتك، وسنرد عليك خلال يوم عمل واحد.',
  'contact.required': 'مطلوب',
  'contact.optional': 'اختياري',
  'contact.service.smart-cities': 'المدن الذكية',
  'contact.service.industrial-automation': 'الأتمتة الصناعية',
  'contact.service.energy-management': 'إدارة الطاقة',
  'contact.service.consulting': 'الاستشارات',
  'contact.service.support': 'الدعم الفني',
  'contact.service.partnership': 'الشراكات',
  'contact.error.summary': 'يُرجى تصحيح الحقول المشار إليها أدناه.',
  'contact.error.fullNameRequired': 'الاسم الكامل مطلوب',
  'contact.error.emailRequired': 'البريد الإلكتروني مطلوب',
  'contact.error.emailInvalid': 'أدخل بريداً إلكترونياً صحيحاً',
  'contact.error.phoneInvalid': 'استخدم الأرقام والمسافات والرموز + ( ) - فقط',
  'contact.error.subjectRequired': 'الموضوع مطلوب',
  'contact.error.messageRequired': 'الرسالة مطلوبة',
  'contact.error.tooLong': 'الحد الأقصى {max} حرفاً',
  'contact.error.tooMany': 'أُرسل عدد كبير من الرسائل من هنا. يُرجى المحاولة لاحقاً.',
  'contact.error.failed': 'تعذّر إرسال رسالتك. يُرجى المحاولة مرة أخرى بعد دقيقة.',
  'solution.getStarted': 'ابدأ الآن',
  'solution.overview': 'نظرة عامة',
  'solution.keyFeatures': 'أبرز المزايا',
  'solution.benefits': 'الفوائد',
  'solution.featuresAndBenefits': 'المزايا والفوائد',
  'solution.exploreFurther': 'اكتشف المزيد',
  'solution.childrenTitle': 'حلول {title}',
  'solution.ctaTitle': 'هل أنت مستعد للحديث عن {title}؟',
  'solution.ctaDescription': 'حدّثنا عن مشروعك، وسيرد مهندسونا خلال 24 ساعة بالخطوات التالية.',
  'card.learnMore': 'اعرف المزيد',
  'card.learnMoreAbout': ' عن {title}',
  'page.terms': 'شروط الخدمة',
  'page.privacy': 'سياسة الخصوصية',
  'page.translationPending': 'هذا القسم غير متوفر بالعربية بعد، ويُعرض باللغة الإنجليزية.',
}

export const catalogue: Record<Locale, Messages> = { en, ar }

/** A message in a language, with {name} placeholders filled in. */
export function translate(
  locale: Locale,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const text = catalogue[locale][key]
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
