import { PageMeta } from '../../components/page-meta.js';

const QUESTIONS: { question: string; answer: string[] }[] = [
  {
    question: 'What are the different ways to manage a state in a React application?',
    answer: [
      'Local state lives inside one component with useState or useReducer. It is the right place for anything only that component cares about: whether a menu is open, what is typed in a field. useReducer helps when the next state depends on the previous one in several ways.',
      'Shared state can be lifted to the closest common parent and passed down as props. When many levels would have to pass it along, React Context makes a value available to a whole subtree; it suits values that change rarely, like the signed-in user or a theme, because every consumer re-renders when it changes.',
      'Server state (data that belongs to an API) is best kept in a data-fetching cache such as TanStack Query or SWR, which handles loading, errors, caching and refetching. Global client state that changes often can go to a store such as Redux Toolkit, Zustand or Jotai, and state that should survive a reload or be shareable belongs in the URL (route and query parameters) or in storage.',
    ],
  },
  {
    question: 'How does prototypical inheritance work?',
    answer: [
      'Every JavaScript object has a hidden link, [[Prototype]], to another object (or null). When you read a property that the object does not have, the engine follows that link and looks on the prototype, then on its prototype, and so on up the prototype chain until it finds the property or reaches null.',
      'Functions used with new give the objects they create the function’s prototype object as [[Prototype]], which is how methods are shared: they live once on the prototype instead of on every instance. Object.create(proto) makes an object with any prototype you choose, and Object.getPrototypeOf reads the link.',
      'The class syntax is built on the same mechanism: class Dog extends Animal sets Dog.prototype’s prototype to Animal.prototype. Writing a property always writes to the object itself, which is why an instance can shadow a method of its prototype without changing other instances.',
    ],
  },
  {
    question: 'What is a unit test? Why should we write unit tests?',
    answer: [
      'A unit test checks one small piece of code, such as a function, a hook or a component, in isolation: it gives the unit an input and asserts on the output or behaviour. Good unit tests are fast, repeatable and independent of each other, so they can run on every change.',
      'We write them to catch mistakes early, while the code is fresh in mind and the fix is cheap. They let us change and refactor with confidence, because a broken behaviour shows up as a failing test instead of a bug report. They also document how a unit is meant to be used, and writing them pushes code towards small, well-separated parts.',
      'Unit tests do not replace integration and end-to-end tests, which check that the parts work together; a healthy project has many fast unit tests and fewer, broader tests on top.',
    ],
  },
  {
    question: 'React vs. Angular vs. Vue?',
    answer: [
      'React is a library for building user interfaces from components written in JSX. It leaves routing, data fetching and state management to other libraries, which gives freedom and a huge ecosystem but means more choices to make.',
      'Angular is a complete framework from Google, written in TypeScript, with routing, forms, HTTP, dependency injection and testing tools built in. It is opinionated and has a steeper learning curve, which suits large teams who value one standard way of doing things.',
      'Vue sits between them: a progressive framework with single-file components and templates, an official router and store, and a gentle learning curve. All three render fast, component-based applications; the choice usually comes down to the team’s experience and how much structure it wants from the framework.',
    ],
  },
];

export function Component() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta
        title="Blog · Second Shelf"
        description="Questions we are often asked, answered: the Second Shelf blog."
        path="/blog"
      />
      <h1 className="mb-2 font-serif text-3xl font-bold text-stone-900">Blog</h1>
      <p className="mb-8 text-stone-700">Questions we are often asked, answered.</p>
      <div className="flex flex-col gap-4">
        {QUESTIONS.map(({ question, answer }) => (
          <details key={question} className="group rounded-xl border border-stone-200 bg-white shadow-sm">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 font-serif text-lg font-bold text-stone-900 marker:hidden">
              {question}
              <span
                aria-hidden="true"
                className="text-2xl text-brand transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <div className="flex flex-col gap-3 px-5 pb-5 text-stone-700">
              {answer.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
