import * as Accordion from '@radix-ui/react-accordion';

/** The promises behind every ring the shop finishes (storefront §2 "Made Just for You"). */
const PROMISES = [
  {
    id: 'beyond-conflict-free',
    title: 'Beyond Conflict Free',
    text: 'Every natural diamond we set is sourced under the Kimberley Process and comes from suppliers who follow the System of Warranties, and every stone above 0.30 ct carries its own laboratory certificate. Lab-grown stones are graded by the same laboratories, so you know exactly what you wear and where it began.',
  },
  {
    id: 'recycled-precious-metals',
    title: 'Recycled Precious Metals',
    text: 'Your setting is cast in our Kuala Lumpur workshop from recycled gold and platinum, refined to the same purity as newly mined metal. Choosing recycled metal keeps its beauty and lightens the footprint of your ring.',
  },
  {
    id: 'giving-back',
    title: 'Giving Back',
    text: 'For every engagement ring we finish, we support education programmes in the mining communities our stones come from, so that the joy your ring brings begins with the people who made it possible.',
  },
] as const;

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 shrink-0 text-gold-deep transition-transform duration-300 group-data-[state=open]:rotate-180">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function MadeForYou() {
  return (
    <section aria-labelledby="made-for-you-heading" className="border border-pearl bg-ivory px-6 py-8 sm:px-10 sm:py-10">
      <p className="text-[0.7rem] tracking-[0.3em] text-gold-deep uppercase">Our promise</p>
      <h2 id="made-for-you-heading" className="mt-3 text-3xl sm:text-4xl">
        Made Just for You
      </h2>
      <p className="mt-3 max-w-prose text-sm leading-relaxed text-stone">
        Your ring is set by hand once you order it: our setters fit your diamond into the setting you chose, polish it and inspect it before it is sent to you, fully insured.
      </p>
      <Accordion.Root type="single" collapsible className="mt-6 divide-y divide-pearl border-y border-pearl">
        {PROMISES.map((p) => (
          <Accordion.Item key={p.id} value={p.id}>
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 py-4 text-left font-serif text-xl hover:text-gold-deep">
                  {p.title}
                  <Chevron />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="pb-5 text-sm leading-relaxed text-stone">{p.text}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
