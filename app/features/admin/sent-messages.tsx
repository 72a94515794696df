import { Cell, ConsoleTable } from "./console-table";

/** The messages sent to a session's people, newest first: when (already in the owner's time), subject, how many people (`to`, in words). */
export function SentMessages({ messages }: { messages: { id: string; subject: string; sent: string; to: string }[] }) {
  return (
    <section aria-labelledby="sent-messages" className="mb-6">
      <h2 id="sent-messages" className="mb-3 text-lg font-semibold">
        Messages sent
      </h2>
      {messages.length === 0 ? (
        <p className="text-muted-foreground">No messages sent to this session's people yet.</p>
      ) : (
        <ConsoleTable caption="Messages sent to this session's people" head={["Sent", "Subject", "To"]}>
          {messages.map((message) => (
            <tr key={message.id}>
              <Cell className="whitespace-nowrap">{message.sent}</Cell>
              <Cell className="break-words">{message.subject}</Cell>
              <Cell>{message.to}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
