import {
  type CollectionKey,
  pageKeys,
  SEO_DESCRIPTION_LIMIT,
  SEO_SECTION,
  SEO_TITLE_LIMIT,
} from '@site/contract'

/** A registry field's names in an admin language (the registry's English is the fallback). */
export interface FieldNames {
  label: string
  /** the help under the label, where the registry gives one */
  hint?: string
  /** the text beside a checkbox (boolean fields) */
  checkbox?: string
  /** the column names of a list of pairs (specifications) */
  keyLabel?: string
  valueLabel?: string
}
type Names = Record<string, FieldNames>

const altHint = 'ما تُظهره الصورة، لمن لا يستطيع رؤيتها. إن تُرك فارغاً يُستخدم العنوان.'

/**
 * The registries' field names in Arabic by field key: a key means the same in most places
 * (`title`, `sort_order`, `is_active` ...), so it is named once here; `collections` and
 * `sections` below name a key only where it means something else there.
 */
const byKey: Names = {
  // records
  title: { label: 'العنوان' },
  name: { label: 'الاسم' },
  subtitle: { label: 'العنوان الفرعي' },
  summary: { label: 'الملخص' },
  description: { label: 'الوصف' },
  detailed_description: { label: 'الوصف التفصيلي' },
  content: { label: 'المحتوى' },
  category: { label: 'الفئة' },
  icon: { label: 'الأيقونة' },
  image: { label: 'الصورة' },
  image_alt: { label: 'الصورة: النص البديل', hint: altHint },
  logo: { label: 'الشعار' },
  logo_alt: { label: 'الشعار: النص البديل', hint: altHint },
  datasheet: { label: 'ورقة البيانات (PDF)', hint: 'ورقة بيانات المنتج من مكتبة الوسائط.' },
  price_range: { label: 'نطاق السعر' },
  specifications: { label: 'المواصفات', keyLabel: 'الاسم', valueLabel: 'القيمة' },
  seo_title: {
    label: 'عنوان محركات البحث',
    hint: `يظهر عنواناً في نتائج البحث وبطاقات المشاركة؛ يظهر منه نحو ${SEO_TITLE_LIMIT} حرفاً. إن تُرك فارغاً يُستخدم العنوان.`,
  },
  seo_description: {
    label: 'وصف محركات البحث',
    hint: `يظهر تحت العنوان في نتائج البحث؛ يظهر منه نحو ${SEO_DESCRIPTION_LIMIT} حرفاً. إن تُرك فارغاً يُستخدم الملخص.`,
  },
  partner: { label: 'الشريك' },
  sectors: { label: 'القطاعات' },
  solutions: { label: 'الحلول المقدَّمة' },
  features: { label: 'المزايا الرئيسية' },
  benefits: { label: 'الفوائد' },
  children: { label: 'الحلول الفرعية', hint: 'تظهر تحت هذا الحل في الموقع.' },
  website: { label: 'الموقع الإلكتروني', hint: 'عنوان كامل يبدأ بـ https://' },
  industry: { label: 'المجال' },
  is_featured: { label: 'مميَّز', checkbox: 'مميَّز' },
  is_strategic: { label: 'استراتيجي', checkbox: 'شريك استراتيجي' },
  is_active: { label: 'نشط', checkbox: 'نشط (يظهر في الموقع)' },
  sort_order: { label: 'ترتيب العرض', hint: 'الأرقام الأصغر تأتي أولاً.' },
  // page sections
  small_title: { label: 'العنوان الصغير' },
  button_title: { label: 'نص الزر' },
  button_url: { label: 'رابط الزر' },
  secondary_button_title: { label: 'نص الزر الثانوي' },
  secondary_button_url: { label: 'رابط الزر الثانوي' },
  projects: { label: 'العدّاد: المشاريع' },
  countries: { label: 'العدّاد: الدول' },
  solution_categories: { label: 'العدّاد: فئات الحلول' },
  sub_solutions: { label: 'العدّاد: الحلول الفرعية' },
  implementations: { label: 'العدّاد: التنفيذات' },
  products: { label: 'العدّاد: المنتجات' },
  partners: { label: 'العدّاد: الشركاء' },
  categories: { label: 'العدّاد: الفئات' },
  key_sectors: { label: 'العدّاد: القطاعات الرئيسية' },
  industries: { label: 'العدّاد: الصناعات' },
  years_experience: { label: 'سنوات الخبرة' },
  satisfied_clients: { label: 'العملاء الراضون' },
  projects_completed: { label: 'المشاريع المنجزة' },
  countries_served: { label: 'الدول المخدومة' },
  successful_projects: { label: 'المشاريع الناجحة' },
  mw_installed_capacity: { label: 'القدرة المركّبة بالميغاواط' },
  mw_capacity: { label: 'الشارة: القدرة بالميغاواط' },
  number: { label: 'شارة الرقم' },
  card_1_title: { label: 'البطاقة 1: العنوان' },
  card_1_description: { label: 'البطاقة 1: النص' },
  card_2_title: { label: 'البطاقة 2: العنوان' },
  card_2_description: { label: 'البطاقة 2: النص' },
  card_3_title: { label: 'البطاقة 3: العنوان' },
  card_3_description: { label: 'البطاقة 3: النص' },
  body: {
    label: 'النص',
    hint: 'كل عنوان يبدأ بـ "## " يبدأ قسماً. تُملأ {company} (الاسم والعنوان) و{name} و{phone} و{email} و{retentionDays} و{provider} من معلومات الشركة وإعدادات الإحصاءات؛ ويُظهر "[[phone: نص]]" النص فقط حين يوجد رقم هاتف.',
  },
  updated: { label: 'آخر تحديث (السنة)' },
  // settings (Company Info)
  company_name: { label: 'اسم الشركة' },
  address: { label: 'العنوان البريدي' },
  main_phone: { label: 'الهاتف الرئيسي' },
  sales_phone: { label: 'هاتف المبيعات' },
  support_phone: { label: 'هاتف الدعم' },
  main_email: { label: 'البريد الإلكتروني الرئيسي' },
  sales_email: { label: 'بريد المبيعات الإلكتروني' },
  support_email: { label: 'بريد الدعم الإلكتروني' },
  map_lat: { label: 'خط عرض الخريطة' },
  map_lang: { label: 'خط طول الخريطة' },
  working_hours_1: { label: 'ساعات العمل (السطر 1)' },
  working_hours_2: { label: 'ساعات العمل (السطر 2)' },
  working_hours_3: { label: 'ساعات العمل (السطر 3)' },
  linkedin_url: { label: 'صفحة LinkedIn' },
}

/** Where a collection's field says more than (or other than) its key elsewhere. */
const collections: Partial<Record<CollectionKey, Names>> = {
  solutions: {
    category: { label: 'الفئة', hint: 'مثل: الطاقة، تقنية المعلومات، الأتمتة' },
    description: {
      label: 'الوصف المختصر',
      hint: 'جملة أو جملتان للبطاقات والقوائم (حتى 500 حرف).',
    },
    is_featured: {
      label: 'مميَّز',
      checkbox: 'حل مميَّز',
      hint: 'تُبرَز الحلول المميَّزة في الموقع.',
    },
  },
  products: {
    is_featured: { label: 'مميَّز', checkbox: 'منتج مميَّز' },
    sectors: { label: 'القطاعات', hint: 'يُدرج في صفحات هذه القطاعات تحت دراسات الحالة.' },
  },
  sectors: {
    description: { label: 'الوصف المختصر' },
    is_featured: { label: 'مميَّز', checkbox: 'قطاع مميَّز' },
  },
  clients: {
    is_featured: { label: 'مميَّز', checkbox: 'عميل مميَّز' },
    sectors: { label: 'القطاعات', hint: 'يُذكر في صفحات هذه القطاعات عميلاً نخدمه فيها.' },
  },
}

/**
 * Where a page section's field means something else: by section key in any page ("hero") or in
 * one page ("home.hero", which wins).
 */
const sections: Record<string, Names> = {
  hero: { image: { label: 'صورة الخلفية' } },
  'home.hero': {
    title: { label: 'العنوان (الكلمة الأولى في سطر مستقل، والباقي مُبرَز)' },
    button_title: { label: 'نص الزر الأساسي' },
    button_url: { label: 'رابط الزر الأساسي' },
    satisfied_clients: { label: 'العدّاد: العملاء' },
    years_experience: { label: 'العدّاد: السنوات' },
  },
  'about.hero': {
    image: { label: 'الصورة' },
    years_experience: { label: 'الشارة: سنوات الخبرة' },
  },
  'sectors.expertise': { sectors: { label: 'عدد القطاعات' } },
}

export const arFieldNames = { byKey, collections, sections }

/** A page section's name in Arabic, by `page.section`. */
export const arSectionNames: Record<string, string> = {
  'home.hero': 'الواجهة',
  'home.stats': 'الأرقام',
  'home.about': 'مقتطف «من نحن»',
  'home.solutions': 'حلولنا',
  'home.cta': 'دعوة ختامية إلى الإجراء',
  'about.hero': 'الواجهة',
  'about.stats': 'الأرقام',
  'about.expertise': 'الخبرات (أربعة مجالات ثابتة)',
  'about.trust': 'الابتكار يلتقي بالثقة',
  'about.cta': 'دعوة ختامية إلى الإجراء',
  'solutions.hero': 'الواجهة',
  'solutions.pillars': 'الركائز الخمس',
  'solutions.why': 'لماذا تختارنا',
  'solutions.cta': 'دعوة ختامية إلى الإجراء',
  'products.hero': 'الواجهة',
  'products.partners': 'الشركاء الاستراتيجيون',
  'products.innovation': 'ابتكار المنتجات',
  'products.cta': 'دعوة ختامية إلى الإجراء',
  'sectors.hero': 'الواجهة',
  'sectors.expertise': 'الخبرات',
  'sectors.excellence': 'التميّز في القطاعات',
  'sectors.cta': 'دعوة ختامية إلى الإجراء',
  'privacy.legal': 'سياسة الخصوصية',
  'terms.legal': 'شروط الخدمة',
  ...Object.fromEntries(pageKeys.map((page) => [`${page}.${SEO_SECTION}`, 'البحث والمشاركة'])),
}

/**
 * The editors' fieldset legends and intros in Arabic, by the registry's English (a group has no
 * key of its own); "More" is the group of fields no group names (groupsWithRest).
 */
export const arGroupTexts: Record<string, string> = {
  Texts: 'النصوص',
  Lists: 'القوائم',
  Appearance: 'المظهر',
  Listing: 'الإدراج',
  'Child solutions': 'الحلول الفرعية',
  Details: 'التفاصيل',
  Media: 'الوسائط',
  Sectors: 'القطاعات',
  Company: 'الشركة',
  Phones: 'الهواتف',
  'E-mails': 'البريد الإلكتروني',
  'Working hours': 'ساعات العمل',
  'Map position': 'موقع الخريطة',
  More: 'المزيد',
  'Search and sharing': 'البحث والمشاركة',
  'One item per box; empty boxes are left out.': 'عنصر واحد في كل خانة؛ تُهمل الخانات الفارغة.',
  'One item per box.': 'عنصر واحد في كل خانة.',
}
