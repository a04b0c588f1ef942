# Origin: written for strsat after policy checkers that ask z3 whether an access rule over
# message-broker topic names (MQTT-style "sensors/+/temp") can admit a forbidden topic;
# the rules are regular expressions and the questions are prove/solve calls.
from z3 import *

segment = Plus(Union(Range("a", "z"), Range("0", "9"), Re("_")))
topic = String("topic")


def rule(*parts):
    """A topic pattern: '+' is one segment, other parts are literal segments."""
    res = []
    for i, p in enumerate(parts):
        if i:
            res.append(Re("/"))
        res.append(segment if p == "+" else Re(p))
    return Concat(*res)


allow_read = Union(rule("sensors", "+", "temp"), rule("sensors", "+", "humidity"))
deny = Concat(Full(ReSort(StringSort())), Re("admin"), Full(ReSort(StringSort())))

# can a readable topic mention admin?
solve(InRe(topic, allow_read), InRe(topic, deny))

# every readable topic starts with sensors/
prove(Implies(InRe(topic, allow_read), PrefixOf("sensors/", topic)))

# not every readable topic ends with temp
prove(Implies(InRe(topic, allow_read), SuffixOf("temp", topic)))

# segments are never empty
prove(Implies(InRe(topic, allow_read), Not(Contains(topic, "//"))))

s = Solver()
s.add(InRe(topic, Intersect(allow_read, Complement(deny))), Length(topic) == 18)
print(s.check())
print(s.model()[topic].as_string().count("/"))
