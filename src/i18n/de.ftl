# de message catalogue: messages missing here are shown in English.
