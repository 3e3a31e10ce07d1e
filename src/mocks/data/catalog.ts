// The mock catalog: what a Tafseel collection could look like on opening day. Prices are in BHD; the
// handlers convert them per country. The first piece of each category has photographs (photos.ts); the others
// leave `images` empty and the shop draws them (GarmentIllustration). Ids are stable: tests and links rely on them.
import type { CartItem, Category, Colour, Fabric, Product, Size } from '@/domain/schemas';
import { FEES_BHD } from '../money';
import { PHOTO_DIR, PHOTO_WIDTHS, PHOTOGRAPHED, photoFile } from './photos';

type Text = { en: string; ar: string };

export const categories: Category[] = [
  { id: 1, slug: 'abayas', categoryName: { en: 'Abayas', ar: 'عبايات' } },
  { id: 2, slug: 'kaftans', categoryName: { en: 'Kaftans', ar: 'قفاطين' } },
  { id: 3, slug: 'jalabiyas', categoryName: { en: 'Jalabiyas', ar: 'جلابيات' } },
  { id: 4, slug: 'evening-dresses', categoryName: { en: 'Evening dresses', ar: 'فساتين سهرة' } },
  { id: 5, slug: 'day-dresses', categoryName: { en: 'Modest day dresses', ar: 'فساتين نهارية محتشمة' } },
  { id: 6, slug: 'co-ord-sets', categoryName: { en: 'Co-ord sets', ar: 'أطقم منسّقة' } },
];

const COLOURS = {
  black: { id: 1, name: { en: 'Midnight black', ar: 'أسود ليلي' }, hex: '#141414' },
  charcoal: { id: 2, name: { en: 'Charcoal', ar: 'رمادي فحمي' }, hex: '#3A4047' },
  navy: { id: 3, name: { en: 'Navy', ar: 'كحلي' }, hex: '#1F2A44' },
  sand: { id: 4, name: { en: 'Sand beige', ar: 'بيج رملي' }, hex: '#D8C3A5' },
  ivory: { id: 5, name: { en: 'Ivory', ar: 'عاجي' }, hex: '#F3ECDD' },
  rose: { id: 6, name: { en: 'Dusty rose', ar: 'وردي مغبّر' }, hex: '#C99A9A' },
  sage: { id: 7, name: { en: 'Sage green', ar: 'أخضر مريمي' }, hex: '#9CAF88' },
  emerald: { id: 8, name: { en: 'Emerald', ar: 'زمردي' }, hex: '#0B6B4F' },
  burgundy: { id: 9, name: { en: 'Burgundy', ar: 'عنّابي' }, hex: '#7A1F3D' },
  mocha: { id: 10, name: { en: 'Mocha', ar: 'موكا' }, hex: '#7B5B4A' },
  olive: { id: 11, name: { en: 'Olive', ar: 'زيتي' }, hex: '#6B6B3A' },
  lilac: { id: 12, name: { en: 'Lilac', ar: 'ليلكي' }, hex: '#B8A2C8' },
  teal: { id: 13, name: { en: 'Deep teal', ar: 'فيروزي داكن' }, hex: '#1F6F78' },
  gold: { id: 14, name: { en: 'Antique gold', ar: 'ذهبي عتيق' }, hex: '#C9A227' },
  champagne: { id: 15, name: { en: 'Champagne', ar: 'شمبانيا' }, hex: '#E6D2B0' },
  terracotta: { id: 16, name: { en: 'Terracotta', ar: 'تيراكوتا' }, hex: '#B8643E' },
  powder: { id: 17, name: { en: 'Powder blue', ar: 'أزرق بودري' }, hex: '#AFC4DC' },
  plum: { id: 18, name: { en: 'Plum', ar: 'برقوقي' }, hex: '#5E3A5E' },
  camel: { id: 19, name: { en: 'Camel', ar: 'جملي' }, hex: '#C19A6B' },
  white: { id: 20, name: { en: 'Pearl white', ar: 'أبيض لؤلؤي' }, hex: '#FAF8F3' },
  fuchsia: { id: 21, name: { en: 'Fuchsia', ar: 'فوشيا' }, hex: '#B0306A' },
  mint: { id: 22, name: { en: 'Mint', ar: 'نعناعي' }, hex: '#A8D5BA' },
} satisfies Record<string, Colour>;
type ColourKey = keyof typeof COLOURS;

const FABRICS = {
  nida: { id: 1, name: { en: 'Nida crepe', ar: 'كريب ندى' } },
  chiffon: { id: 2, name: { en: 'Chiffon', ar: 'شيفون' } },
  linen: { id: 3, name: { en: 'Linen', ar: 'كتان' } },
  satin: { id: 4, name: { en: 'Silk satin', ar: 'ساتان حريري' } },
  voile: { id: 5, name: { en: 'Cotton voile', ar: 'فوال قطني' } },
  jersey: { id: 6, name: { en: 'Jersey', ar: 'جيرسيه' } },
  velvet: { id: 7, name: { en: 'Velvet', ar: 'مخمل' } },
  organza: { id: 8, name: { en: 'Organza', ar: 'أورجانزا' } },
  georgette: { id: 9, name: { en: 'Crepe georgette', ar: 'جورجيت كريب' } },
  zoom: { id: 10, name: { en: 'Zoom crepe', ar: 'كريب زوم' } },
  cotton: { id: 11, name: { en: 'Egyptian cotton', ar: 'قطن مصري' } },
  tulle: { id: 12, name: { en: 'Embroidered tulle', ar: 'تول مطرّز' } },
} satisfies Record<string, Fabric>;
type FabricKey = keyof typeof FABRICS;

/** Customizations and their options, by the English name the illustration also reads. */
const OPTION_TEXT: Record<string, string> = {
  'Long sleeve': 'كم طويل',
  'Three-quarter sleeve': 'كم ثلاثة أرباع',
  'Short sleeve': 'كم قصير',
  'Cap sleeve': 'كم كاب قصير جداً',
  'Bell sleeve': 'كم واسع جرسي',
  'Wide sleeve': 'كم واسع',
  'Butterfly sleeve': 'كم فراشة',
  Sleeveless: 'بلا أكمام',
  'Round neck': 'ياقة دائرية',
  'V-neck': 'ياقة على شكل V',
  'High neck': 'ياقة عالية',
  'Square neck': 'ياقة مربعة',
  'Mandarin collar': 'ياقة ماندرين',
  'Boat neck': 'ياقة قارب',
  'Ankle length': 'بطول الكاحل',
  'Floor length': 'بطول الأرض',
  Midi: 'ميدي',
  'Sweep train': 'بذيل منسدل',
  'Open front': 'مفتوحة من الأمام',
  'Snap front': 'مغلقة بأزرار كبس',
  'Wrap belt': 'بحزام ملفوف',
  'No belt': 'بدون حزام',
  'Wide-leg trousers': 'بنطال واسع',
  'Straight trousers': 'بنطال مستقيم',
  'Pleated skirt': 'تنورة بكسرات',
};

const CUSTOMIZATION_TEXT: Record<string, string> = {
  Sleeve: 'الأكمام',
  Neckline: 'الياقة',
  Length: 'الطول',
  Front: 'الواجهة',
  Belt: 'الحزام',
  Bottom: 'القطعة السفلية',
};

const text = (en: string, table: Record<string, string>): Text => {
  const ar = table[en];
  if (!ar) throw new Error(`No Arabic for "${en}"`);
  return { en, ar };
};

type ProductSeed = {
  id: number;
  code: string;
  category: string;
  name: Text;
  description: Text;
  price: number;
  createdAt: string;
  colours: ColourKey[];
  fabrics: FabricKey[];
  sizes?: Size[];
  availability?: Product['availability'];
  /** Style custom: customization name → option names (English). */
  custom?: Record<string, string[]>;
  /** Combinations that cannot be made: any combination holding all these options. */
  unavailable?: string[][];
  /** The options of the default combination, if one is the default. */
  defaultOptions?: string[];
};

const ALL_SIZES: Size[] = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

/** A piece's photographs (photos.ts), each named in both languages by what it shows. */
function photographs(seed: ProductSeed): Product['images'] {
  const widest = Math.max(...PHOTO_WIDTHS);
  return (PHOTOGRAPHED[seed.code] ?? []).map((shot, index) => {
    const colour = COLOURS[seed.colours[shot.colour] ?? seed.colours[0] ?? 'black'];
    const alt: Text =
      shot.view === 'detail'
        ? {
            en: `${seed.name.en}, its neckline and sleeve close up`,
            ar: `${seed.name.ar}، الياقة والكم عن قرب`,
          }
        : {
            en: `${seed.name.en} in ${colour.name.en}, from the front`,
            ar: `${seed.name.ar} باللون ${colour.name.ar}، من الأمام`,
          };
    return { url: `${PHOTO_DIR}/${photoFile(seed.code, index, widest)}`, alt };
  });
}

function build(seed: ProductSeed): CatalogRow {
  const category = categories.find((c) => c.slug === seed.category);
  if (!category) throw new Error(`Unknown category ${seed.category}`);
  const customizations: Product['customizations'] = [];
  const combinations: Product['combinations'] = [];
  if (seed.custom) {
    Object.entries(seed.custom).forEach(([name, options], ci) => {
      const customizationId = seed.id * 10 + ci + 1;
      customizations.push({
        id: customizationId,
        name: text(name, CUSTOMIZATION_TEXT),
        options: options.map((option, oi) => ({
          id: customizationId * 10 + oi + 1,
          name: text(option, OPTION_TEXT),
        })),
      });
    });
    // Every combination of one option per customization, in a stable order.
    let tuples: Product['customizations'][number]['options'][] = [[]];
    for (const customization of customizations) {
      tuples = tuples.flatMap((tuple) => customization.options.map((option) => [...tuple, option]));
    }
    tuples.forEach((tuple, index) => {
      const names = tuple.map((o) => o.name.en);
      const unavailable = (seed.unavailable ?? []).some((rule) => rule.every((n) => names.includes(n)));
      const isDefault = seed.defaultOptions?.every((n) => names.includes(n)) ?? false;
      combinations.push({
        id: seed.id * 100 + index + 1,
        isDefault,
        isAvailable: !unavailable,
        options: tuple.map((o) => ({ optionId: o.id })),
      });
    });
  }
  return {
    createdAt: seed.createdAt,
    product: {
      id: seed.id,
      code: seed.code,
      p_name: seed.name,
      p_description: seed.description,
      p_category: category,
      p_price: seed.price,
      currency: 'BHD',
      style: seed.custom ? 'custom' : 'basic',
      availability: seed.availability ?? 'in_stock',
      images: photographs(seed),
      colour: seed.colours.map((key) => COLOURS[key]),
      fabric: seed.fabrics.map((key) => FABRICS[key]),
      size: seed.sizes ?? ALL_SIZES,
      customizations,
      combinations,
      fees: { ...FEES_BHD },
    },
  };
}

export type CatalogRow = { product: Product; createdAt: string };

const seeds: ProductSeed[] = [
  // Abayas
  {
    id: 1,
    code: 'ABY-001',
    category: 'abayas',
    name: { en: 'Noor Open Abaya', ar: 'عباية نور المفتوحة' },
    description: {
      en: 'An everyday open abaya in soft Nida crepe that falls straight from the shoulder. Cut to your height so the hem just brushes the floor.',
      ar: 'عباية مفتوحة للاستخدام اليومي من كريب ندى الناعم، تنسدل باستقامة من الكتف. نفصّلها على طولكِ ليلامس طرفها الأرض بخفة.',
    },
    price: 38,
    createdAt: '2026-10-02',
    colours: ['black', 'navy', 'mocha', 'charcoal'],
    fabrics: ['nida', 'zoom', 'georgette'],
    custom: {
      Sleeve: ['Wide sleeve', 'Bell sleeve', 'Long sleeve'],
      Length: ['Ankle length', 'Floor length'],
    },
    unavailable: [['Bell sleeve', 'Ankle length']],
    defaultOptions: ['Wide sleeve', 'Floor length'],
  },
  {
    id: 2,
    code: 'ABY-002',
    category: 'abayas',
    name: { en: 'Layali Embroidered Abaya', ar: 'عباية ليالي المطرّزة' },
    description: {
      en: 'Tone-on-tone embroidery runs down the front panels and around the cuffs. A festive abaya for Eid visits and evening gatherings.',
      ar: 'تطريز بدرجة اللون نفسها يمتد على طول الواجهة وحول أطراف الأكمام. عباية احتفالية لزيارات العيد وسهرات العائلة.',
    },
    price: 64.5,
    createdAt: '2026-11-10',
    colours: ['black', 'burgundy', 'emerald'],
    fabrics: ['nida', 'satin'],
    custom: {
      Sleeve: ['Wide sleeve', 'Butterfly sleeve'],
      Front: ['Open front', 'Snap front'],
      Length: ['Ankle length', 'Floor length'],
    },
    unavailable: [['Butterfly sleeve', 'Snap front']],
    defaultOptions: ['Wide sleeve', 'Open front', 'Floor length'],
  },
  {
    id: 3,
    code: 'ABY-003',
    category: 'abayas',
    name: { en: 'Sahar Linen Abaya', ar: 'عباية سحر الكتان' },
    description: {
      en: 'A breathable linen abaya for the hottest months, with deep side pockets and a relaxed fit that moves with you.',
      ar: 'عباية من الكتان تسمح بمرور الهواء لأشد أشهر الصيف حرارة، بجيوب جانبية عميقة وقصّة مريحة تتحرك معكِ.',
    },
    price: 42,
    createdAt: '2026-06-18',
    colours: ['sand', 'olive', 'black', 'camel'],
    fabrics: ['linen', 'cotton'],
    custom: {
      Sleeve: ['Long sleeve', 'Wide sleeve'],
      Length: ['Ankle length', 'Floor length'],
    },
    defaultOptions: ['Long sleeve', 'Ankle length'],
  },
  {
    id: 4,
    code: 'ABY-004',
    category: 'abayas',
    name: { en: 'Dana Pleated Abaya', ar: 'عباية دانة بالكسرات' },
    description: {
      en: 'Fine knife pleats fall from a yoke at the back for a fluid, airy silhouette. Our most asked-for abaya, back soon.',
      ar: 'كسرات رفيعة تنسدل من قَبّة خلفية لتمنح العباية خفّة وانسياباً. أكثر عباياتنا طلباً، وتعود قريباً.',
    },
    price: 55,
    createdAt: '2026-09-05',
    availability: 'out_of_stock',
    colours: ['black', 'navy', 'plum'],
    fabrics: ['georgette', 'chiffon'],
    custom: {
      Sleeve: ['Wide sleeve', 'Bell sleeve'],
      Length: ['Ankle length', 'Floor length'],
    },
  },
  {
    id: 5,
    code: 'ABY-005',
    category: 'abayas',
    name: { en: 'Classic Closed Abaya', ar: 'العباية المغلقة الكلاسيكية' },
    description: {
      en: 'The closed abaya every wardrobe needs: clean lines, hidden snaps and a matching shayla, made in your size.',
      ar: 'العباية المغلقة التي تحتاجها كل خزانة: خطوط بسيطة وأزرار كبس مخفية وشيلة مطابقة، بمقاسكِ.',
    },
    price: 29.5,
    createdAt: '2026-03-11',
    colours: ['black', 'charcoal'],
    fabrics: ['nida', 'zoom'],
  },
  // Kaftans
  {
    id: 6,
    code: 'KFT-001',
    category: 'kaftans',
    name: { en: 'Yasmin Beaded Kaftan', ar: 'قفطان ياسمين المزيّن بالخرز' },
    description: {
      en: 'A flowing kaftan with hand-set beads along the neckline and a soft drawstring at the waist. Made for henna nights.',
      ar: 'قفطان منسدل بخرز مشغول يدوياً حول الياقة ورباط ناعم عند الخصر. مثالي لليالي الحناء.',
    },
    price: 72,
    createdAt: '2026-11-01',
    colours: ['fuchsia', 'emerald', 'gold', 'teal', 'ivory'],
    fabrics: ['chiffon', 'satin', 'georgette'],
    custom: {
      Sleeve: ['Butterfly sleeve', 'Bell sleeve', 'Long sleeve'],
      Neckline: ['V-neck', 'Round neck'],
    },
    unavailable: [['Long sleeve', 'V-neck']],
    defaultOptions: ['Butterfly sleeve', 'V-neck'],
  },
  {
    id: 7,
    code: 'KFT-002',
    category: 'kaftans',
    name: { en: 'Marrakech Silk Kaftan', ar: 'قفطان مراكش الحريري' },
    description: {
      en: 'Silk satin with a hand-braided sfifa trim down the front, in the Moroccan tradition. Lightweight enough for summer weddings.',
      ar: 'ساتان حريري مع شريط سفيفة مضفور يدوياً على الواجهة على الطريقة المغربية. خفيف بما يكفي لأعراس الصيف.',
    },
    price: 89,
    createdAt: '2026-08-22',
    colours: ['burgundy', 'navy', 'champagne'],
    fabrics: ['satin', 'velvet'],
    custom: {
      Sleeve: ['Wide sleeve', 'Long sleeve'],
      Neckline: ['Mandarin collar', 'V-neck', 'Round neck'],
      Length: ['Ankle length', 'Floor length'],
    },
    unavailable: [
      ['Mandarin collar', 'Wide sleeve', 'Ankle length'],
      ['V-neck', 'Long sleeve', 'Floor length'],
    ],
  },
  {
    id: 8,
    code: 'KFT-003',
    category: 'kaftans',
    name: { en: 'Reem Printed Kaftan', ar: 'قفطان ريم المطبوع' },
    description: {
      en: 'A relaxed printed kaftan in cotton voile for long weekends by the sea. Pulls on easily, no fastenings.',
      ar: 'قفطان مطبوع بقصّة مريحة من الفوال القطني لعطلات نهاية الأسبوع على البحر. يُلبس بسهولة ومن دون أزرار.',
    },
    price: 34,
    createdAt: '2026-05-30',
    colours: ['terracotta', 'powder', 'sage'],
    fabrics: ['voile', 'linen'],
    sizes: ['S', 'M', 'L', 'XL'],
  },
  {
    id: 9,
    code: 'KFT-004',
    category: 'kaftans',
    name: { en: 'Lulwa Velvet Kaftan', ar: 'قفطان لولوة المخملي' },
    description: {
      en: 'Deep velvet with gold cord embroidery on the chest, for the cooler winter evenings. Pre-order now; tailoring starts in December.',
      ar: 'مخمل عميق اللون بتطريز قيطان ذهبي على الصدر، لأمسيات الشتاء الباردة. اطلبيه مسبقاً، ويبدأ التفصيل في ديسمبر.',
    },
    price: 96,
    createdAt: '2026-11-18',
    availability: 'pre_order',
    colours: ['burgundy', 'emerald', 'navy', 'plum'],
    fabrics: ['velvet', 'satin'],
    custom: {
      Sleeve: ['Wide sleeve', 'Bell sleeve'],
      Neckline: ['V-neck', 'Round neck'],
    },
    unavailable: [['Bell sleeve', 'Round neck']],
    defaultOptions: ['Wide sleeve', 'V-neck'],
  },
  {
    id: 10,
    code: 'KFT-005',
    category: 'kaftans',
    name: { en: 'Farah Chiffon Kaftan', ar: 'قفطان فرح الشيفون' },
    description: {
      en: 'Two layers of chiffon over a satin slip, with a crystal-trimmed neckline. It floats when you walk.',
      ar: 'طبقتان من الشيفون فوق بطانة ساتان، مع ياقة مزيّنة بالكريستال. يتطاير بخفة مع كل خطوة.',
    },
    price: 78.5,
    createdAt: '2026-07-14',
    colours: ['lilac', 'mint', 'rose', 'white'],
    fabrics: ['chiffon', 'georgette'],
    custom: {
      Sleeve: ['Butterfly sleeve', 'Long sleeve'],
      Neckline: ['V-neck', 'Boat neck'],
    },
    defaultOptions: ['Butterfly sleeve', 'Boat neck'],
    unavailable: [['Long sleeve', 'Boat neck']],
  },
  // Jalabiyas
  {
    id: 11,
    code: 'JLB-001',
    category: 'jalabiyas',
    name: { en: 'Hessa Embroidered Jalabiya', ar: 'جلابية حصة المطرّزة' },
    description: {
      en: 'A Khaleeji jalabiya with a broad panel of hand embroidery on the chest. Comfortable for the whole of Eid day.',
      ar: 'جلابية خليجية بقطعة تطريز يدوي عريضة على الصدر. مريحة طوال يوم العيد من الصباح حتى المساء.',
    },
    price: 46,
    createdAt: '2026-10-20',
    colours: ['teal', 'rose', 'sand', 'navy', 'emerald'],
    fabrics: ['cotton', 'chiffon', 'satin'],
    custom: {
      Sleeve: ['Long sleeve', 'Three-quarter sleeve', 'Bell sleeve'],
      Neckline: ['Round neck', 'V-neck', 'Mandarin collar'],
    },
    unavailable: [
      ['Bell sleeve', 'Mandarin collar'],
      ['Three-quarter sleeve', 'V-neck'],
    ],
    defaultOptions: ['Long sleeve', 'Round neck'],
  },
  {
    id: 12,
    code: 'JLB-002',
    category: 'jalabiyas',
    name: { en: 'Mozah Cotton Jalabiya', ar: 'جلابية موزة القطنية' },
    description: {
      en: 'Soft Egyptian cotton with a simple neckline of contrast stitching. The house jalabiya you will reach for every day.',
      ar: 'قطن مصري ناعم بياقة بسيطة بخياطة بلون متباين. جلابية البيت التي ستختارينها كل يوم.',
    },
    price: 25,
    createdAt: '2026-02-08',
    availability: 'out_of_stock',
    colours: ['white', 'powder', 'mint'],
    fabrics: ['cotton', 'voile'],
  },
  {
    id: 13,
    code: 'JLB-003',
    category: 'jalabiyas',
    name: { en: 'Shaikha Sequin Jalabiya', ar: 'جلابية شيخة بالترتر' },
    description: {
      en: 'Scattered sequins catch the light across a chiffon jalabiya lined in satin. For weddings and big nights.',
      ar: 'ترتر متناثر يلتقط الضوء على جلابية من الشيفون ببطانة ساتان. للأعراس والمناسبات الكبيرة.',
    },
    price: 68,
    createdAt: '2026-09-28',
    colours: ['gold', 'plum', 'black', 'champagne'],
    fabrics: ['chiffon', 'tulle'],
    custom: {
      Sleeve: ['Wide sleeve', 'Long sleeve'],
      Length: ['Ankle length', 'Floor length'],
    },
    unavailable: [['Long sleeve', 'Floor length']],
  },
  {
    id: 14,
    code: 'JLB-004',
    category: 'jalabiyas',
    name: { en: 'Ghala Linen Jalabiya', ar: 'جلابية غلا الكتان' },
    description: {
      en: 'Washed linen with a band of cross-stitch at the hem and cuffs. Loose, cool and made to be lived in.',
      ar: 'كتان مغسول بشريط تطريز غرزة صليبية عند الطرف والأكمام. واسعة وباردة ومصنوعة لتُلبس كثيراً.',
    },
    price: 39.5,
    createdAt: '2026-04-16',
    colours: ['sand', 'olive', 'terracotta'],
    fabrics: ['linen', 'cotton'],
    custom: {
      Sleeve: ['Long sleeve', 'Three-quarter sleeve'],
      Length: ['Ankle length', 'Floor length'],
    },
    defaultOptions: ['Three-quarter sleeve', 'Ankle length'],
  },
  // Evening dresses
  {
    id: 15,
    code: 'EVE-001',
    category: 'evening-dresses',
    name: { en: 'Amira Satin Gown', ar: 'فستان أميرة الساتان' },
    description: {
      en: 'A fitted satin bodice opens into a full skirt that pools softly at the floor. Fully lined, with long sleeves for a modest line.',
      ar: 'صدر ساتان محدد ينفتح على تنورة واسعة تنساب بنعومة على الأرض. مبطّن بالكامل، بأكمام طويلة لإطلالة محتشمة.',
    },
    price: 148,
    createdAt: '2026-11-15',
    colours: ['emerald', 'champagne', 'burgundy', 'navy'],
    fabrics: ['satin', 'velvet'],
    custom: {
      Sleeve: ['Long sleeve', 'Bell sleeve', 'Cap sleeve'],
      Neckline: ['High neck', 'Boat neck', 'Square neck'],
      Length: ['Floor length', 'Sweep train'],
    },
    unavailable: [
      ['Cap sleeve', 'High neck'],
      ['Bell sleeve', 'Square neck', 'Sweep train'],
    ],
    defaultOptions: ['Long sleeve', 'High neck', 'Floor length'],
  },
  {
    id: 16,
    code: 'EVE-002',
    category: 'evening-dresses',
    name: { en: 'Lamya Tulle Gown', ar: 'فستان لمياء التول' },
    description: {
      en: 'Layers of embroidered tulle over a soft lining, with a sweetheart bodice and a high sheer neck. For the bride’s sister and the bride’s best friend.',
      ar: 'طبقات من التول المطرّز فوق بطانة ناعمة، بصدر على شكل قلب وياقة عالية شفافة. لأخت العروس وصديقتها المقرّبة.',
    },
    price: 162,
    createdAt: '2026-10-30',
    availability: 'out_of_stock',
    colours: ['rose', 'lilac', 'powder'],
    fabrics: ['tulle', 'organza'],
    custom: {
      Sleeve: ['Long sleeve', 'Three-quarter sleeve'],
      Length: ['Floor length', 'Sweep train'],
    },
    defaultOptions: ['Long sleeve', 'Floor length'],
  },
  {
    id: 17,
    code: 'EVE-003',
    category: 'evening-dresses',
    name: { en: 'Jood Velvet Evening Dress', ar: 'فستان جود المخملي للسهرة' },
    description: {
      en: 'Rich velvet cut on a clean A-line, with bell sleeves and a slit-free skirt. Elegant with very little jewellery.',
      ar: 'مخمل فاخر بقصّة A بسيطة، بأكمام جرسية وتنورة من دون فتحات. أنيق حتى مع القليل من المجوهرات.',
    },
    price: 118,
    createdAt: '2026-01-12',
    colours: ['black', 'plum', 'emerald', 'navy'],
    fabrics: ['velvet', 'satin'],
    custom: {
      Sleeve: ['Bell sleeve', 'Long sleeve'],
      Neckline: ['Boat neck', 'Round neck'],
    },
    unavailable: [['Long sleeve', 'Boat neck']],
  },
  {
    id: 18,
    code: 'EVE-004',
    category: 'evening-dresses',
    name: { en: 'Mayar Organza Gown', ar: 'فستان ميار الأورجانزا' },
    description: {
      en: 'Crisp organza layered into a sculpted skirt, finished with a silk sash at the waist. Arriving for the spring wedding season: reserve yours now.',
      ar: 'أورجانزا متماسكة بطبقات تشكّل تنورة منحوتة، تكتمل بوشاح حريري عند الخصر. تصل مع موسم أعراس الربيع: احجزي فستانكِ الآن.',
    },
    price: 155,
    createdAt: '2026-11-20',
    availability: 'pre_order',
    colours: ['ivory', 'champagne', 'powder', 'mint'],
    fabrics: ['organza', 'satin'],
    custom: {
      Sleeve: ['Long sleeve', 'Cap sleeve', 'Three-quarter sleeve'],
      Length: ['Floor length', 'Sweep train'],
    },
    unavailable: [['Cap sleeve', 'Sweep train']],
    defaultOptions: ['Three-quarter sleeve', 'Floor length'],
  },
  {
    id: 19,
    code: 'EVE-005',
    category: 'evening-dresses',
    name: { en: 'Nouf Draped Crepe Gown', ar: 'فستان نوف الكريب المنسدل' },
    description: {
      en: 'A single drape of crepe gathered at the hip, falling into soft folds. Modern, modest and quietly dramatic.',
      ar: 'كريب منسدل بطيّة واحدة مجمّعة عند الورك، تنساب في ثنيات ناعمة. عصري ومحتشم وبحضور لافت بهدوء.',
    },
    price: 126,
    createdAt: '2026-08-03',
    colours: ['terracotta', 'black', 'teal'],
    fabrics: ['georgette', 'nida'],
  },
  // Modest day dresses
  {
    id: 20,
    code: 'DAY-001',
    category: 'day-dresses',
    name: { en: 'Salma Belted Shirt Dress', ar: 'فستان سلمى القميصي بحزام' },
    description: {
      en: 'A crisp shirt dress with a self-tie belt and covered buttons to the hem. From the office to a late lunch.',
      ar: 'فستان قميصي أنيق بحزام من القماش نفسه وأزرار مغطاة حتى الطرف. من المكتب إلى غداء متأخر.',
    },
    price: 36,
    createdAt: '2026-10-08',
    colours: ['white', 'powder', 'sage', 'camel'],
    fabrics: ['cotton', 'linen'],
    custom: {
      Sleeve: ['Long sleeve', 'Three-quarter sleeve'],
      Length: ['Midi', 'Ankle length'],
      Belt: ['Wrap belt', 'No belt'],
    },
    unavailable: [['Three-quarter sleeve', 'Midi', 'No belt']],
    defaultOptions: ['Long sleeve', 'Ankle length', 'Wrap belt'],
  },
  {
    id: 21,
    code: 'DAY-002',
    category: 'day-dresses',
    name: { en: 'Aisha Tiered Maxi Dress', ar: 'فستان عائشة الطويل بطبقات' },
    description: {
      en: 'Three soft tiers of voile and a smocked cuff. Light enough for a garden afternoon, modest enough for anywhere.',
      ar: 'ثلاث طبقات ناعمة من الفوال وأطراف أكمام مكشكشة. خفيف لعصرية في الحديقة، ومحتشم لأي مكان.',
    },
    price: 41,
    createdAt: '2026-07-01',
    availability: 'out_of_stock',
    colours: ['rose', 'sage', 'lilac'],
    fabrics: ['voile', 'chiffon'],
    custom: {
      Sleeve: ['Long sleeve', 'Bell sleeve'],
      Neckline: ['Round neck', 'Square neck'],
    },
  },
  {
    id: 22,
    code: 'DAY-003',
    category: 'day-dresses',
    name: { en: 'Maha Jersey Wrap Dress', ar: 'فستان مها الملفوف من الجيرسيه' },
    description: {
      en: 'A wrap dress in soft jersey that never creases, lined at the bodice. Packs into any weekend bag.',
      ar: 'فستان ملفوف من الجيرسيه الناعم الذي لا يتجعّد، مبطّن عند الصدر. تتّسع له أي حقيبة سفر.',
    },
    price: 32.5,
    createdAt: '2026-05-09',
    colours: ['navy', 'burgundy', 'olive', 'black', 'mocha', 'teal'],
    fabrics: ['jersey', 'georgette'],
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
  },
  {
    id: 23,
    code: 'DAY-004',
    category: 'day-dresses',
    name: { en: 'Hind A-line Midi Dress', ar: 'فستان هند الميدي بقصّة A' },
    description: {
      en: 'A clean A-line with patch pockets and a high round neck. Wear it alone, or over wide trousers for a longer line.',
      ar: 'قصّة A بسيطة بجيوب خارجية وياقة دائرية عالية. البسيه وحده أو فوق بنطال واسع لإطلالة أطول.',
    },
    price: 34,
    createdAt: '2026-09-14',
    colours: ['camel', 'charcoal', 'rose'],
    fabrics: ['linen', 'georgette', 'cotton'],
    custom: {
      Sleeve: ['Long sleeve', 'Three-quarter sleeve', 'Short sleeve'],
      Length: ['Midi', 'Ankle length'],
    },
    unavailable: [['Short sleeve', 'Midi']],
    defaultOptions: ['Three-quarter sleeve', 'Ankle length'],
  },
  // Co-ord sets
  {
    id: 24,
    code: 'SET-001',
    category: 'co-ord-sets',
    name: { en: 'Rawan Linen Co-ord Set', ar: 'طقم روان الكتان المنسّق' },
    description: {
      en: 'A long relaxed tunic over wide-leg trousers, both in washed linen. Two pieces that also work on their own.',
      ar: 'تونيك طويل بقصّة مريحة فوق بنطال واسع، كلاهما من الكتان المغسول. قطعتان تصلحان أيضاً كلٌّ على حدة.',
    },
    price: 52,
    createdAt: '2026-11-05',
    colours: ['sand', 'sage', 'white', 'terracotta'],
    fabrics: ['linen', 'cotton'],
    custom: {
      Sleeve: ['Long sleeve', 'Three-quarter sleeve', 'Wide sleeve'],
      Bottom: ['Wide-leg trousers', 'Straight trousers'],
    },
    unavailable: [['Wide sleeve', 'Straight trousers']],
    defaultOptions: ['Long sleeve', 'Wide-leg trousers'],
  },
  {
    id: 25,
    code: 'SET-002',
    category: 'co-ord-sets',
    name: { en: 'Dalia Satin Co-ord Set', ar: 'طقم داليا الساتان' },
    description: {
      en: 'A satin tunic with a mandarin collar and matching trousers. Dressy enough for a dinner, easy enough for a day out.',
      ar: 'تونيك ساتان بياقة ماندرين مع بنطال مطابق. أنيق لعشاء، ومريح ليوم كامل خارج البيت.',
    },
    price: 58,
    createdAt: '2026-08-26',
    colours: ['champagne', 'emerald', 'black'],
    fabrics: ['satin', 'georgette'],
    custom: {
      Neckline: ['Mandarin collar', 'V-neck', 'Round neck'],
      Bottom: ['Wide-leg trousers', 'Straight trousers', 'Pleated skirt'],
    },
    unavailable: [
      ['V-neck', 'Pleated skirt'],
      ['Mandarin collar', 'Straight trousers'],
    ],
  },
  {
    id: 26,
    code: 'SET-003',
    category: 'co-ord-sets',
    name: { en: 'Lina Jersey Lounge Set', ar: 'طقم لينا المنزلي من الجيرسيه' },
    description: {
      en: 'A soft jersey top and pull-on trousers for home, travel and Ramadan evenings.',
      ar: 'بلوزة وبنطال بخصر مطاطي من الجيرسيه الناعم، للبيت والسفر وأمسيات رمضان.',
    },
    price: 27.5,
    createdAt: '2026-03-02',
    colours: ['mocha', 'charcoal', 'lilac', 'sage'],
    fabrics: ['jersey', 'cotton'],
    sizes: ['S', 'M', 'L', 'XL'],
  },
  // What an API can send: a name with a long unbroken token and text that looks like HTML, a code and a
  // description with no place to break. Every screen must wrap it, never scroll sideways (issue 9). The
  // oldest and the cheapest piece, so it sits last in the collection's default order.
  {
    id: 27,
    code: 'SET_004_TAFSEEL_ATELIER_LIMITED_EDITION_SS27',
    category: 'co-ord-sets',
    name: {
      en: 'Sara <b>Limited</b> Co-ord Set TAFSEEL_ATELIER_LIMITED_EDITION_HANDFINISHED_SS27',
      ar: 'طقم سارة <b>المحدود</b> طقم_سارة_المحدود_المشغول_يدوياً_في_مشغل_تفصيل_٢٠٢٧',
    },
    description: {
      en: 'A cotton tunic and trousers from a small atelier run. Reference: TAFSEEL_ATELIER_LIMITED_EDITION_HANDFINISHED_SS27_0001.',
      ar: 'تونيك وبنطال من القطن، من إصدار صغير لمشغلنا. المرجع: TAFSEEL_ATELIER_LIMITED_EDITION_HANDFINISHED_SS27_0001.',
    },
    price: 24,
    createdAt: '2025-12-20',
    colours: ['ivory', 'navy'],
    fabrics: ['cotton', 'voile'],
    custom: {
      Sleeve: ['Long sleeve', 'Wide sleeve'],
      Bottom: ['Wide-leg trousers', 'Straight trousers'],
    },
  },
];

/** The catalog rows, in BHD, each with the date it was added (the `newest` sort). */
export const catalog: CatalogRow[] = seeds.map(build);

export function findCatalogProduct(id: number): Product | undefined {
  return catalog.find((row) => row.product.id === id)?.product;
}

/** What a cart item or an order item carries of its piece (the contract's product summary). */
export function productSummary(product: Product): CartItem['product'] {
  return {
    id: product.id,
    code: product.code,
    p_name: product.p_name,
    p_price: product.p_price,
    currency: product.currency,
    style: product.style,
    images: product.images,
    p_category: product.p_category,
  };
}
